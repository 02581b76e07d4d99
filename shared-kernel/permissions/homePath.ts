import type { UserKind } from '../domain/entities';

/**
 * SPEC §2 '/' redirect by user kind. `query` is location.search; for an unknown user the
 * `token` parameter survives onto /login (patients arriving from a tokenised link).
 */
export function homePath(kind: UserKind, orgCount: number, query = ''): string {
  switch (kind) {
    case 'professional':
      return orgCount > 1 ? '/professional/dashboard' : '/professional/roster';
    case 'provideradmin':
      return '/programs/stayintouch/practice';
    case 'clientpartner':
      return '/programs/stayintouch/tasks';
    case 'hearthadmin':
      return '/practice-admin';
    case 'patient':
      return '/patient';
    default: {
      const token = new URLSearchParams(query).get('token');
      return token ? `/login?token=${encodeURIComponent(token)}` : '/login';
    }
  }
}
