/** Calls about an organisation's figures: the dashboard's cards and chart. */
import type { OrgMetrics } from '../domain/orgMetrics';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/metrics';

export const metricsCalls = {
  /** `OrgMetrics` */
  orgMetrics: call<typeof S.orgMetrics, OrgMetrics>()('GET', '/organization/metrics', inOrg('VIEW_PROGRAMS')),
};
