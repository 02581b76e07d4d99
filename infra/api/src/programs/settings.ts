/**
 * A practice's outreach settings (SPEC §3 practice settings). The practice-settings screen of the
 * admin area owns them; until a practice has saved its own, these defaults apply (SPEC §9: outreach
 * starts no earlier than 9 AM; responses stop an hour before a 6 PM close).
 */
import type { OutreachSettings } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../db/types';

export const DEFAULT_OUTREACH_SETTINGS: OutreachSettings = {
  initiateOutreachTime: '09:00',
  stopResponsesTime: '17:00',
  frequency: 'daily',
  days: 'weekdays',
  timeZone: 'America/New_York',
};

/** The organisation's settings; the one place that reads them, so the saved ones plug in here. */
export async function outreachSettingsOf(_q: Queryable, _orgId: string): Promise<OutreachSettings> {
  return DEFAULT_OUTREACH_SETTINGS;
}
