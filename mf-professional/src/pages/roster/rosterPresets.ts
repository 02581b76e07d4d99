/** Roster presets: named views a care team switches between; the chosen key is cached server-side. */
import type { RosterFilter } from './rosterView';

export interface RosterPreset {
  key: string;
  label: string;
  filter: Partial<RosterFilter>;
}

export const ROSTER_PRESETS: RosterPreset[] = [
  { key: 'all', label: 'All patients', filter: { enrollmentStatus: [], needsResponse: false, sortKey: 'name', sortDirection: 'ASC' } },
  { key: 'needs-response', label: 'Needs response', filter: { enrollmentStatus: [], needsResponse: true, sortKey: 'lastContactAt', sortDirection: 'DESC' } },
  { key: 'enrolled', label: 'Enrolled', filter: { enrollmentStatus: ['approved'], needsResponse: false } },
  {
    key: 'to-enroll',
    label: 'To enroll',
    filter: { enrollmentStatus: ['not_enrolled', 'denied', 'cancelled', 'initiated', 'sent'], needsResponse: false },
  },
  { key: 'awaiting-approval', label: 'Awaiting approval', filter: { enrollmentStatus: ['waiting_for_approval', 'waiting_for_phone_call'], needsResponse: false } },
  { key: 'opted-out', label: 'Opted out', filter: { enrollmentStatus: ['opted_out'], needsResponse: false } },
];
