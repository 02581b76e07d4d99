/**
 * The simulated provider's status report on a conversation's text, posted signed to
 * POST /sms/status as a real provider posts its callbacks: 'delivered' (or 'undelivered' for a
 * phone marked unreachable on the simulator page) a moment after the text. No 'sent' report: the
 * provider's acceptance already records 'sent', so such a report would change nothing and cost a
 * request. Held in memory: a restart mid-delay loses the pending report, which a real provider's
 * own retry covers.
 */
import type { ProviderStatus } from '@hearth/shared-kernel/domain';
import { signSmsWebhook } from './signature';

export type StatusReporter = (providerId: string, outcome: Extract<ProviderStatus, 'delivered' | 'undelivered'>) => void;

export interface SimulatorReportsDeps {
  secret: string;
  /** Posts the signed report (the app's own /sms/status). */
  post(payload: string, headers: Record<string, string>): Promise<unknown>;
  /** Milliseconds before the outcome. */
  delay?: number;
}

export function simulatorReports(deps: SimulatorReportsDeps): StatusReporter & { stop(): void } {
  const outcomeAfter = deps.delay ?? 1_000;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const reporter: StatusReporter = (providerId, status) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const payload = JSON.stringify({ providerId, status });
      deps.post(payload, { 'content-type': 'application/json', ...signSmsWebhook(deps.secret, payload) }).catch(() => undefined);
    }, outcomeAfter);
    timers.add(timer);
  };
  return Object.assign(reporter, {
    stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  });
}
