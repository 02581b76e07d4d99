/** The audit trail of the caller's organisation. */
import type { AuditPage } from '../domain/operations';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/audit';

export const auditCalls = {
  trail: call<typeof S.trail, AuditPage>()('GET', '/audit', inOrg('VIEW_AUDIT')),
};
