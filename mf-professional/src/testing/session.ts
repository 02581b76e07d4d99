/** Test helpers: a configured kernel and a logged-in user with unsigned tokens. */
import { act } from '@testing-library/react';
import { configureKernel } from '@hearth/shared-kernel';
import { session } from '@hearth/shared-kernel/session';

function fakeJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.c2ln`;
}

export function resetSession(): void {
  localStorage.clear();
  sessionStorage.clear();
  configureKernel({ apiUrl: 'https://api.test', env: 'test', simulators: true });
}

/** Logs in with these permission codes; `claims` adds to the access token's (a professionalId, say). */
export function logInWith(permissions: string[], claims: Record<string, unknown> = {}): void {
  act(() => {
    session.start(
      { access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600, orgIds: ['org'], ...claims }) },
      { security: { org: { organizationName: 'Riverside Family Practice', permissions } } },
    );
  });
}
