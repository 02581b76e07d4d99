/**
 * The CDE calls are one group in the kernel; the API serves them from three files (requests and
 * review, attachments, diagnosis considerations). This picks a file's share of the group with its
 * schemas, so each file's `serve` still asks for a handler per call it names.
 */
import { cdeCalls } from '@hearth/shared-kernel/api';
import { cdeSchemas } from '@hearth/shared-kernel/api/schemas';

export type CdeCalls = typeof cdeCalls;
type Name = keyof CdeCalls;

export function cdeShare<K extends Name>(...names: K[]): { calls: Pick<CdeCalls, K>; schemas: Pick<typeof cdeSchemas, K> } {
  const calls = {} as Pick<CdeCalls, K>;
  const schemas = {} as Pick<typeof cdeSchemas, K>;
  for (const name of names) {
    calls[name] = cdeCalls[name];
    schemas[name] = cdeSchemas[name];
  }
  return { calls, schemas };
}
