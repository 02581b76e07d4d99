/**
 * Who may make a call, declared with the call (enforced by the API's access guard):
 *   { permissions, orgScoped }           authenticated; every permission is needed
 *   { public: true, ... }                 no bearer token (login, health, enrollment links, …)
 *   { public: true, patient: true, ... }  the patient's secure-chat token, checked by the route
 */
import type { PermissionName } from '../permissions/codes';

export interface Access {
  readonly permissions: readonly PermissionName[];
  /**
   * Org-scoped calls act inside one organisation (the :orgId path parameter, else the
   * x-organization-id header) that must be one of the caller's; the permissions are checked there.
   * Otherwise the permissions must all be held together in at least one of the caller's organisations.
   */
  readonly orgScoped: boolean;
  readonly public?: true;
  /**
   * A patient's call (secure chat): no professional token, but the patient's own, which the
   * route's handler checks. The browser sends it; the professional access guard lets it pass.
   */
  readonly patient?: true;
}

export const PUBLIC: Access = { permissions: [], orgScoped: false, public: true };
export const PATIENT: Access = { permissions: [], orgScoped: false, public: true, patient: true };
export const AUTHENTICATED: Access = { permissions: [], orgScoped: false };
/** Inside the caller's current organisation, with these permissions there. */
export const inOrg = (...permissions: PermissionName[]): Access => ({ permissions, orgScoped: true });
/** With these permissions in any one of the caller's organisations. */
export const inAnyOrg = (...permissions: PermissionName[]): Access => ({ permissions, orgScoped: false });
