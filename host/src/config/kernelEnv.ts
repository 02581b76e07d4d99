/** The runtime config's environment name (SPEC §7: dev, qa, srp, prod; 'demo' locally) as the kernel's logging mode. */
import type { KernelEnv } from '@hearth/shared-kernel';

export function kernelEnv(env: string): KernelEnv {
  const name = env.trim().toLowerCase();
  // The client logger posts to the API only in production; srp is production-like (SPEC §9 monitoring).
  if (name === 'prod' || name === 'production' || name === 'srp') return 'production';
  if (name === 'test') return 'test';
  return 'development';
}
