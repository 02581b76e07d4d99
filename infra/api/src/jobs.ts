/**
 * The API's background jobs, wired: outreach runs, broadcast sends and patient imports, and the outreach
 * scheduler's tick. Built with the app; started by the start command (main.ts) and by tests that
 * want it, so an app built for a test does not text anyone unasked.
 */
import { broadcastSendHandler, broadcastRateFromEnv } from './features/broadcasts/send';
import { BROADCAST_SEND } from './features/broadcasts/queries';
import type { Db } from './platform/db/types';
import type { LiveOutlet } from './platform/live/fanout';
import { PATIENT_IMPORT, patientImportHandler } from './features/patient-imports/job';
import { OUTREACH_RUN, outreachRunHandler, queueDueOutreaches } from './features/programs/outreach';
import type { SmsProvider } from './channels/sms/provider';
import type { Clock } from './platform/jobs/clock';
import { createJobRunner, type JobLog, type JobRunner } from './platform/jobs/runner';
import { jobTexter, type Texter } from './channels/sms/texter';

export interface AppJobOptions {
  clock: Clock;
  leaseMs?: number;
  pollMs?: number;
  tickMs?: number;
  workerId?: string;
  /** Texts per second of a broadcast; default HEARTH_BROADCAST_RATE (20). */
  broadcastRate?: number;
  /** The outreach scheduler's tick; default on unless HEARTH_OUTREACH_SCHEDULER=0. */
  scheduler?: boolean;
  /** How jobs text (tests wrap the simulator to slow it down or make it fail). */
  texter?: Texter;
}

export function createAppJobs(deps: { db: Db; sms?: SmsProvider; simulators: boolean; live: Pick<LiveOutlet, 'publish'>; log: JobLog }, options: AppJobOptions): JobRunner {
  const texter = options.texter ?? jobTexter({ sms: deps.sms, simulators: deps.simulators });
  const scheduler = options.scheduler ?? process.env.HEARTH_OUTREACH_SCHEDULER !== '0';
  return createJobRunner({
    db: deps.db,
    clock: options.clock,
    log: deps.log,
    workerId: options.workerId,
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    tickMs: options.tickMs,
    handlers: {
      [OUTREACH_RUN]: outreachRunHandler({ db: deps.db, texter }),
      [PATIENT_IMPORT]: patientImportHandler({ db: deps.db }),
      [BROADCAST_SEND]: broadcastSendHandler({ db: deps.db, texter, live: deps.live, ratePerSecond: options.broadcastRate ?? broadcastRateFromEnv() }),
    },
    tick: scheduler ? async (now) => void (await queueDueOutreaches(deps.db, now)) : undefined,
  });
}
