/** Organisation metrics (GET organization/metrics): totals for cards and a 30-day daily series. */
import { ENROLLMENT_STATUSES, type EnrollmentStatus, type OrgMetrics, type OrgMetricsDay } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';

const METRICS_DAYS = 30;
/** Today and days in the time zone $2 (each query below that speaks of days takes it second). */
const TODAY = `(now() at time zone $2::text)::date`;
const DAY_OF = (column: string) => `(${column} at time zone $2::text)::date`;
/** The first instant of the series' first day in that zone. */
const SERIES_START = `((${TODAY} - ${METRICS_DAYS - 1})::timestamp at time zone $2::text)`;

export async function orgMetrics(q: Queryable, orgId: string, timeZone = 'UTC'): Promise<OrgMetrics> {
  const statuses = await q.query<{ enrollment_status: EnrollmentStatus; n: number }>(
    'select enrollment_status, count(*)::int as n from patients where org_id = $1 group by enrollment_status',
    [orgId],
  );
  const patientsByStatus = Object.fromEntries(Object.keys(ENROLLMENT_STATUSES).map((s) => [s, 0])) as Record<EnrollmentStatus, number>;
  for (const r of statuses.rows) patientsByStatus[r.enrollment_status] = Number(r.n);

  const { rows: [c] } = await q.query<{ open: number; needing: number }>(
    `select count(*)::int as open, count(*) filter (where needs_response)::int as needing
       from conversations where org_id = $1 and status = 'active'`,
    [orgId],
  );
  const { rows: [t] } = await q.query<{ open: number; overdue: number; today: number }>(
    `select count(*)::int as open,
            count(*) filter (where due_date < ${TODAY})::int as overdue,
            count(*) filter (where due_date = ${TODAY})::int as today
       from tasks where org_id = $1 and status in ('open', 'in_progress')`,
    [orgId, timeZone],
  );
  const { rows: days } = await q.query<{ day: string; messages: number; inbound: number; outbound: number; tasks: number; done: number }>(
    `with days as (select generate_series(${TODAY} - ${METRICS_DAYS - 1}, ${TODAY}, interval '1 day')::date as day),
     m as (select ${DAY_OF('created_at')} as day, count(*)::int as messages,
                  count(*) filter (where direction = 'inbound')::int as inbound, count(*) filter (where direction = 'outbound')::int as outbound
             from messages where org_id = $1 and created_at >= ${SERIES_START} group by 1),
     tc as (select ${DAY_OF('created_at')} as day, count(*)::int as n from tasks
             where org_id = $1 and created_at >= ${SERIES_START} group by 1),
     td as (select ${DAY_OF('completed_at')} as day, count(*)::int as n from tasks
             where org_id = $1 and completed_at >= ${SERIES_START} group by 1)
     select days.day::text as day, coalesce(m.messages, 0) as messages, coalesce(m.inbound, 0) as inbound,
            coalesce(m.outbound, 0) as outbound, coalesce(tc.n, 0) as tasks, coalesce(td.n, 0) as done
       from days left join m on m.day = days.day left join tc on tc.day = days.day left join td on td.day = days.day
      order by days.day`,
    [orgId, timeZone],
  );
  const daily: OrgMetricsDay[] = days.map((d) => ({
    date: d.day,
    messages: Number(d.messages),
    inbound: Number(d.inbound),
    outbound: Number(d.outbound),
    tasks: Number(d.tasks),
    tasksCompleted: Number(d.done),
  }));
  const patients = Object.values(patientsByStatus).reduce((a, b) => a + b, 0);
  return {
    orgId,
    generatedAt: new Date().toISOString(),
    totals: {
      patients,
      enrolled: patientsByStatus.approved,
      optedOut: patientsByStatus.opted_out,
      conversationsOpen: Number(c.open),
      conversationsNeedingResponse: Number(c.needing),
      tasksOpen: Number(t.open),
      tasksOverdue: Number(t.overdue),
      tasksDueToday: Number(t.today),
      messagesLast30Days: daily.reduce((a, d) => a + d.messages, 0),
    },
    patientsByStatus,
    daily,
  };
}
