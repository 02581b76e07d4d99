/** Organisation metrics (GET organization/metrics). */
import type { EnrollmentStatus } from './entities';

export type OrgMetricTotals = {
  patients: number;
  enrolled: number;
  optedOut: number;
  conversationsOpen: number;
  conversationsNeedingResponse: number;
  tasksOpen: number;
  tasksOverdue: number;
  tasksDueToday: number;
  messagesLast30Days: number;
};

export interface OrgMetricsDay {
  /** 'YYYY-MM-DD' (UTC). */
  date: string;
  messages: number;
  inbound: number;
  outbound: number;
  /** Tasks created that day. */
  tasks: number;
  tasksCompleted: number;
}

/** GET organization/metrics. */
export interface OrgMetrics {
  orgId: string;
  generatedAt: string;
  totals: OrgMetricTotals;
  patientsByStatus: Record<EnrollmentStatus, number>;
  /** 30 days, oldest first, today last. */
  daily: OrgMetricsDay[];
}
/** The UI's earlier name. */
export type OrganizationMetrics = OrgMetrics;
