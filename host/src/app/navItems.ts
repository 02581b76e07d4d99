/**
 * The main navigation: links into the professional, programs and admin areas, each shown only to
 * users holding the permissions its route requires (SPEC §2). Links are built with the kernel's
 * typed path helpers, never hand-typed.
 */
import { can, type PermissionName } from '@hearth/shared-kernel/permissions';
import { paths } from '@hearth/shared-kernel/paths';

export interface NavItem {
  label: string;
  to: string;
  permissions: PermissionName[];
  /** Active only on this exact path (the patient view is the parent of every professional page). */
  end?: boolean;
  /** Also needs at least one of these (the CDE worklist: any of the three review permissions). */
  anyOf?: PermissionName[];
  /** Carries the count of unread conversations. */
  showsUnread?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Patient view', to: paths.professional(), permissions: ['VIEW_PROGRAMS'], end: true, showsUnread: true },
  { label: 'Dashboard', to: paths.professional('dashboard'), permissions: ['VIEW_PROGRAMS'] },
  { label: 'Patient roster', to: paths.professional('roster'), permissions: ['VIEW_PATIENT'] },
  { label: 'Care team', to: paths.professional('roster-professional'), permissions: ['VIEW_USER_ROSTER'] },
  { label: 'Tasks', to: paths.professional('tasks'), permissions: ['VIEW_TASK'] },
  {
    label: 'CDE review',
    to: paths.professional('cde-review'),
    permissions: ['VIEW_PATIENT'],
    anyOf: ['REVIEW_CDE_REQUEST', 'REVIEW_CDE_REQUEST_FIRST', 'REVIEW_CDE_REQUEST_SECOND'],
  },
  { label: 'Enrollments', to: paths.enrollmentApprove(), permissions: ['MODIFY_ENROLLMENT'] },
  { label: 'Events', to: paths.professional('events'), permissions: ['ACCESS_EVENT_TRIGGER'] },
  { label: 'Broadcast', to: paths.professional('broadcast-message'), permissions: ['CAN_ACCESS_BROADCAST_MESSAGING'] },
  { label: 'Programs', to: paths.programs(), permissions: ['VIEW_PROGRAMS'] },
  { label: 'Practice admin', to: paths.practiceAdmin(), permissions: ['MODIFY_ORGANIZATION'] },
  { label: 'Debugger', to: paths.professional('dbugga'), permissions: ['ACCESS_DEBUGGER'] },
];

/** Items whose link names the selected organisation: shown only once one is selected. */
const ORG_NAV_ITEMS: readonly (Omit<NavItem, 'to'> & { to: (orgId: string) => string })[] = [
  { label: 'Access report', to: (orgId) => paths.practiceAdmin(orgId, 'access-report'), permissions: ['VIEW_AUDIT'] },
];

/** The items a user holding `held` (permission codes of the selected organisation `orgId`) may follow. */
export function visibleNavItems(held: readonly string[], orgId: string | null = null): NavItem[] {
  const allowed = (item: Omit<NavItem, 'to'>) => can(held, item.permissions) && (!item.anyOf || item.anyOf.some((p) => can(held, p)));
  const inOrg = orgId ? ORG_NAV_ITEMS.filter(allowed).map((item) => ({ ...item, to: item.to(orgId) })) : [];
  return [...NAV_ITEMS.filter(allowed), ...inOrg];
}
