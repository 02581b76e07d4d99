/** Test helpers: the kernel's test session, as this area runs (with its simulators). */
import { resetSession as resetKernelSession } from '@hearth/shared-kernel/testing';

export { logInWith } from '@hearth/shared-kernel/testing';

export function resetSession(): void {
  resetKernelSession({ simulators: true });
}
