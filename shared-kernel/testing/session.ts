/** Test helpers: a configured kernel and a logged-in user with unsigned tokens. */
import { act } from '@testing-library/react';
import { configureKernel } from '../config';
import { session } from '../session';
import { fakeJwt } from './jwt';

/** A fresh, configured kernel with nobody logged in; `simulators` as the professional area runs. */
export function resetSession({ simulators = false }: { simulators?: boolean } = {}): void {
  localStorage.clear();
  sessionStorage.clear();
  configureKernel({ apiUrl: 'https://api.test', env: 'test', simulators });
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
