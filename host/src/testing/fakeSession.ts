/** Test helpers: log a user into the kernel session with unsigned tokens (the browser never verifies them). */
import { act } from '@testing-library/react';
import { configureKernel } from '@hearth/shared-kernel';
import { session } from '@hearth/shared-kernel/session';
import { fakeJwt } from '@hearth/shared-kernel/testing';

export { fakeJwt };

export type FakeSecurity = Record<string, { organizationName: string; permissions: string[] }>;

export function logInAs(security: FakeSecurity, email = 'kim@example.org'): void {
  act(() => {
    session.start(
      { access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600, orgIds: Object.keys(security) }), id_token: fakeJwt({ email }) },
      { security },
    );
  });
}

/** A fresh, configured kernel with nobody logged in. */
export function resetSession(): void {
  localStorage.clear();
  sessionStorage.clear();
  configureKernel({ apiUrl: 'https://api.test', env: 'test' });
}
