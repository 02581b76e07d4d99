/** Which live subs a professional may follow: their own organisations and themselves. */
import type { Membership } from '../professionals/queries';

export const orgSub = (orgId: string) => `organization:${orgId}`;
export const professionalSub = (professionalId: string) => `professional:${professionalId}`;

export const MAX_SUB_LENGTH = 200;

export function maySubscribe(sub: string, who: { professionalId: string; memberships: Membership[] }): boolean {
  const [kind, id, ...rest] = sub.split(':');
  if (!id || rest.length) return false;
  if (kind === 'organization') return who.memberships.some((m) => m.orgId === id);
  if (kind === 'professional') return id === who.professionalId;
  return false;
}
