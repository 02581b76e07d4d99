/** The kernel's run-time configuration, set once by the host (or a remote running alone). */

export type KernelEnv = 'development' | 'test' | 'production';

export interface KernelConfigInput {
  /** Base URL of the API, e.g. 'http://localhost:8787'. */
  apiUrl: string;
  /** Base URL of the live socket; derived from apiUrl (http→ws) when absent. */
  wsUrl?: string;
  /** Sent as x-api-key on every authenticated call; may be empty. */
  apiKey?: string;
  env: KernelEnv;
  /** The API serves its SMS simulator and e-mail outbox (switched on for the demo and tests). */
  simulators?: boolean;
}

export interface KernelConfig {
  apiUrl: string;
  wsUrl: string;
  apiKey: string;
  env: KernelEnv;
  simulators: boolean;
}

let current: KernelConfig | null = null;

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export function configureKernel(input: KernelConfigInput): KernelConfig {
  const apiUrl = trimSlash(input.apiUrl);
  current = {
    apiUrl,
    wsUrl: trimSlash(input.wsUrl ?? apiUrl.replace(/^http(s?):\/\//, 'ws$1://')),
    apiKey: input.apiKey ?? '',
    env: input.env,
    simulators: input.simulators === true,
  };
  return current;
}

export function kernelConfig(): KernelConfig {
  if (!current) throw new Error('Hearth kernel is not configured: call configureKernel() first');
  return current;
}

export function isKernelConfigured(): boolean {
  return current !== null;
}
