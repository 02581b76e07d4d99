/** Calls about organisations: one of the caller's, with its child organisations. */
import type { OrganizationDetails } from '../domain/organizations';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/organizations';

export const organizationCalls = {
  /** `{ id, name, parentId, orgs }` */
  details: call<typeof S.details, OrganizationDetails>()('GET', '/organizations/:orgId', inOrg()),
};
