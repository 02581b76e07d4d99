/**
 * The simulated provider's status reports on a conversation's text, posted signed to
 * POST /sms/status as a real provider posts its callbacks: 'sent' at once, then 'delivered' (or
 * 'undelivered' for a phone marked unreachable on the simulator page) a moment later. Held in
 * memory: a restart mid-delay loses the pending report, which a real provider's own retry covers.
 */
import type { ProviderStatus } from '@hearth/shared-kernel/domain';
import { signSmsWebhook } from './signature';

export type StatusReporter = (providerId: string, outcome: Extract<ProviderStatus, 'delivered' | 'undelivered'>) => void;

export interface SimulatorReportsDeps {
  secret: string;
  /** Posts the signed report (the app's own /sms/status). */
  post(payload: string, headers: Record<string, string>): Promise<unknown>;
  /** Milliseconds before 'sent' and before the outcome. */
  delays?: { sent: number; outcome: number };
}

export function simulatorReports(deps: SimulatorReportsDeps): StatusReporter & { stop(): void } {
  const { sent, outcome } = deps.delays ?? { sent: 150, outcome: 1_000 };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const report = (providerId: string, status: ProviderStatus, after: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const payload = JSON.stringify({ providerId, status });
      deps.post(payload, { 'content-type': 'application/json', ...signSmsWebhook(deps.secret, payload) }).catch(() => undefined);
    }, after);
    timers.add(timer);
  };
  const reporter = (providerId: string, end: 'delivered' | 'undelivered') => {
    report(providerId, 'sent', sent);
    report(providerId, end, outcome);
  };
  return Object.assign(reporter, {
    stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  });
}
