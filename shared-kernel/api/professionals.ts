/** Calls about professionals: the signed-in one's account and security data; the organisation's care team. */
import type { CareTeamMember } from '../domain/careTeam';
import type { ProfessionalAccount, SecuritySummary } from '../domain/entities';
import type { Paged } from '../domain/paging';
import { AUTHENTICATED, inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/professionals';

export const professionalCalls = {
  /** Self, or the platform administrator. */
  current: call<typeof S.current, ProfessionalAccount>()('GET', '/professional/current/:professionalId', AUTHENTICATED),
  /** `{ professionalId, email, organizations: Organization[], security: SecurityData }` */
  security: call<typeof S.security, SecuritySummary>()('GET', '/security', AUTHENTICATED),
};

/** The organisation's care team, with role labels, searched and paged. */
export const careTeamCalls = {
  /** `Paged<CareTeamMember>`: the organisation's care team with role labels */
  careTeam: call<typeof S.careTeam, Paged<CareTeamMember>>()('GET', '/roster-professional', inOrg('VIEW_USER_ROSTER')),
};
