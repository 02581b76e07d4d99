/** Calls about organisations: one of the caller's, with its child organisations; any practice's logo. */
import type { OrganizationDetails } from '../domain/organizations';
import { PUBLIC, inOrg } from './access';
import { call, pathOf } from './call';
import type * as S from './schemas/organizations';

export const organizationCalls = {
  /** `{ id, name, parentId, orgs }` */
  details: call<typeof S.details, OrganizationDetails>()('GET', '/organizations/:orgId', inOrg()),
  /**
   * The practice's logo as an image (set in practice admin), public: the patient pages have no
   * staff token, and a logo is no secret. `?v=` names the version (the address changes with the
   * logo, so it may be cached); ETag / If-None-Match answer 304; 404 when the practice has none.
   */
  logo: call<typeof S.logo, never>()('GET', '/organizations/:orgId/logo', PUBLIC),
};

/** The address of a practice's logo (relative to the API), the version in it so a new logo is a new address. */
export const practiceLogoPath = (orgId: string, version: string): string =>
  `${pathOf(organizationCalls.logo.path, { orgId })}?v=${encodeURIComponent(version)}`;
