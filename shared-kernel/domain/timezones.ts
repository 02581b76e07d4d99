import { localTimeZone } from './dateDisplay';

/** SPEC §3 time zones: the four US zones first, by the names people use, then the world list. */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern Time — New York' },
  { value: 'America/Chicago', label: 'Central Time — Chicago' },
  { value: 'America/Denver', label: 'Mountain Time — Denver' },
  { value: 'America/Los_Angeles', label: 'Pacific Time — Los Angeles' },
] as const;

/**
 * Browsers list some zones by names IANA has retired (their ICU keeps CLDR's old ones): the
 * current name is offered instead. Both are valid zones; a stored old one still reads right.
 */
const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone by its current IANA name. */
export const currentZoneName = (zone: string): string => CURRENT_ZONE_NAMES[zone] ?? zone;

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
  const world = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone').map(currentZoneName).sort() : [];
  return [
    ...US_TIME_ZONES.map((z) => ({ value: z.value, label: z.label })),
    ...world.filter((zone) => !us.has(zone)).map((zone) => ({ value: zone, label: timeZoneName(zone) })),
  ];
}

/** A time zone as people read it: 'Central Time — Chicago' for America/Chicago, its current IANA name spaced otherwise ('Asia/Ho Chi Minh'). */
export function timeZoneName(zone: string): string {
  const current = currentZoneName(zone);
  return US_TIME_ZONES.find((z) => z.value === current)?.label ?? current.replace(/_/g, ' ');
}

/** A form's starting time zone: the user's own when the form offers it, else US Eastern. */
export function formTimeZone(): string {
  const zone = localTimeZone();
  return timeZoneOptions().some((z) => z.value === zone) ? zone : 'America/New_York';
}
