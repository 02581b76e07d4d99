/** Which live subs a professional may follow: their own organisations and themselves. */
import { parseSub, subs } from '@hearth/shared-kernel/conversations';
import type { Membership } from '../http/access-guard';

export const orgSub = subs.organization;
export const professionalSub = subs.professional;

export function maySubscribe(sub: string, who: { professionalId: string; memberships: Membership[] }): boolean {
  const parsed = parseSub(sub);
  if (parsed?.kind === 'organization') return who.memberships.some((m) => m.orgId === parsed.id);
  if (parsed?.kind === 'professional') return parsed.id === who.professionalId;
  return false;
}
