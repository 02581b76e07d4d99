/** SPEC §3 time zones: the four US zones first, then the runtime's own IANA list. */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'US Eastern' },
  { value: 'America/Chicago', label: 'US Central' },
  { value: 'America/Denver', label: 'US Mountain' },
  { value: 'America/Los_Angeles', label: 'US Pacific' },
] as const;

/** True when the runtime knows the IANA zone name. */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where "today" matters to an answer (the dashboard's overdue and due-today tasks), the caller
 * names its time zone in this query parameter: the one the task list groups by, so both agree.
 */
export const TIME_ZONE_PARAM = 'timeZone';
export const TIME_ZONE_INVALID_MESSAGE = 'timeZone must be an IANA time zone name, such as America/New_York';

/** This runtime's own time zone (in the browser, the user's). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Contact times in 15-minute steps across the day, as 'HH:mm'. */
export function contactTimes(stepMinutes = 15): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += stepMinutes) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** The time-zone choices of a form: the four US zones first, then the runtime's world list. */
export function timeZoneOptions(): { value: string; label: string }[] {
  const us = new Set<string>(US_TIME_ZONES.map((z) => z.value));
  const world = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [
    ...US_TIME_ZONES.map((z) => ({ value: z.value, label: z.label })),
    ...world.filter((zone) => !us.has(zone)).map((zone) => ({ value: zone, label: timeZoneName(zone) })),
  ];
}

/** A time zone as people read it: 'US Central' for America/Chicago, 'Europe/Paris' spaced otherwise ('America/Puerto Rico'). */
export function timeZoneName(zone: string): string {
  return US_TIME_ZONES.find((z) => z.value === zone)?.label ?? zone.replace(/_/g, ' ');
}

/** A form's starting time zone: the user's own when the form offers it, else US Eastern. */
export function formTimeZone(): string {
  const zone = localTimeZone();
  return timeZoneOptions().some((z) => z.value === zone) ? zone : 'America/New_York';
}
