/** Test helpers: the kernel's test session, as this area runs. */
export { logInWith, resetSession } from '@hearth/shared-kernel/testing';
