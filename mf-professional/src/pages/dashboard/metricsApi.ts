/** The dashboard's one call: the selected organisation's figures, its days counted in this browser's time zone. */
import { metricsCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { TIME_ZONE_PARAM, localTimeZone } from '@hearth/shared-kernel/domain';

export const loadMetrics = () => http.call(metricsCalls.orgMetrics, { query: { [TIME_ZONE_PARAM]: localTimeZone() } });
