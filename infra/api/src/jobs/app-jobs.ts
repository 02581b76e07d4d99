/**
 * The API's background jobs, wired: outreach runs, broadcast sends and patient imports, and the outreach
 * scheduler's tick. Built with the app; started by the start command (main.ts) and by tests that
 * want it, so an app built for a test does not text anyone unasked.
 */
import { broadcastSendHandler, broadcastRateFromEnv } from '../broadcasts/send';
import { BROADCAST_SEND } from '../broadcasts/queries';
import type { Db } from '../db/types';
import type { LiveOutlet } from '../live/fanout';
import { PATIENT_IMPORT, patientImportHandler } from '../patient-imports/job';
import { OUTREACH_RUN, outreachRunHandler, queueDueOutreaches } from '../programs/outreach';
import type { SmsProvider } from '../sms/provider';
import type { Clock } from './clock';
import { createJobRunner, type JobLog, type JobRunner } from './runner';
import { jobTexter, type Texter } from './texter';

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
