import { MESSAGE_BODY_REQUIRED } from './messages';

/** SPEC §8 prefix for a failed message send, shown before the server's reason. */
export const MESSAGE_ERROR_PREFIX = 'An error occurred: ';

/** SPEC §5 message: a body with something other than whitespace. */
export function validateMessage(input: { body?: unknown }): string[] {
  return typeof input.body === 'string' && input.body.trim() !== '' ? [] : [MESSAGE_BODY_REQUIRED];
}
