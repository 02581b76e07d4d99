/** Test helpers: log a user into the kernel session with unsigned tokens (the browser never verifies them). */
import { act } from '@testing-library/react';
import { session } from '@hearth/shared-kernel/session';
import { fakeJwt } from '@hearth/shared-kernel/testing';

export { resetSession } from '@hearth/shared-kernel/testing';

export type FakeSecurity = Record<string, { organizationName: string; permissions: string[] }>;

export function logInAs(security: FakeSecurity, email = 'kim@example.org', professionalId?: string): void {
  act(() => {
    session.start(
      { access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600, orgIds: Object.keys(security), ...(professionalId ? { professionalId } : {}) }), id_token: fakeJwt({ email }) },
      { security },
    );
  });
}
