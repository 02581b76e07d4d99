/** An uploaded attachment's url (what the upload answers and a submission names): its API path. */
import { isUuid } from '@hearth/shared-kernel/rules';

const PREFIX = '/cde/attachment/';

export const attachmentUrlOf = (id: string) => `${PREFIX}${id}`;

export function attachmentIdOf(url: string): string | null {
  if (!url.startsWith(PREFIX)) return null;
  const id = url.slice(PREFIX.length);
  return isUuid(id) ? id : null;
}
