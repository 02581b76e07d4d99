/**
 * A practice's outreach window, from its settings (SPEC §3), which the admin area's practice
 * settings screen edits (practice-admin/queries.ts, with the defaults a practice has before it
 * saves any: SPEC §9's 9 AM start).
 */
import type { OutreachSettings, PracticeSettings } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';
import { practiceSettings } from '../admin/port';

/** A window for an organisation with no settings row (and the demo's history): 9 AM to 4 PM on weekdays. */
export const DEFAULT_OUTREACH_SETTINGS: OutreachSettings = {
  initiateOutreachTime: '09:00',
  stopResponsesTime: '16:00',
  frequency: 'daily',
  days: 'weekdays',
  timeZone: 'America/New_York',
};

const outreachWindowOf = (s: PracticeSettings): OutreachSettings => ({
  initiateOutreachTime: s.outreachStart,
  stopResponsesTime: s.stopResponses,
  frequency: s.outreachFrequency,
  days: s.outreachDays === 'all_days' ? 'all' : 'weekdays',
  timeZone: s.timeZone,
});

/** The organisation's outreach window: its saved practice settings, or their defaults. */
export async function outreachSettingsOf(q: Queryable, orgId: string): Promise<OutreachSettings> {
  const settings = await practiceSettings(q, orgId);
  return settings ? outreachWindowOf(settings) : DEFAULT_OUTREACH_SETTINGS;
}
