/** Test helpers: the kernel's test session, as this area runs. */
export { resetSession } from '@hearth/shared-kernel/testing';
