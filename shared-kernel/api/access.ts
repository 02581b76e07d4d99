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

// Each kind keeps its literal type (`orgScoped: true`, `public: true`), so the API types a
// handler's request from its call: an org-scoped call's request has its organisation, a
// signed-in call's its caller (infra/api `CallRequest`).
export const PUBLIC = { permissions: [], orgScoped: false, public: true } as const satisfies Access;
export const PATIENT = { permissions: [], orgScoped: false, public: true, patient: true } as const satisfies Access;
export const AUTHENTICATED = { permissions: [], orgScoped: false } as const satisfies Access;
/** Inside the caller's current organisation, with these permissions there. */
export const inOrg = (...permissions: PermissionName[]) => ({ permissions, orgScoped: true }) as const satisfies Access;
/** With these permissions in any one of the caller's organisations. */
export const inAnyOrg = (...permissions: PermissionName[]) => ({ permissions, orgScoped: false }) as const satisfies Access;
