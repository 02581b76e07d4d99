import { contactTimes, isValidTimeZone, timeZoneName, timeZoneOptions } from './timezones';

describe('time zones', () => {
  it('lists the four US zones first, then the world, each once', () => {
    const options = timeZoneOptions();
    expect(options.slice(0, 4).map((o) => o.label)).toEqual(['Eastern Time — New York', 'Central Time — Chicago', 'Mountain Time — Denver', 'Pacific Time — Los Angeles']);
    expect(options.length).toBeGreaterThan(100);
    expect(options.find((o) => o.value === 'Europe/Paris')?.label).toBe('Europe/Paris');
    expect(options.filter((o) => o.value === 'America/New_York')).toHaveLength(1);
    expect(options.every((o) => isValidTimeZone(o.value))).toBe(true);
  });

  it('offers current IANA names, never retired ones, and reads a stored retired one by its current name', () => {
    const values = timeZoneOptions().map((o) => o.value);
    for (const retired of ['Asia/Calcutta', 'Europe/Kiev', 'America/Godthab', 'Asia/Saigon']) expect(values).not.toContain(retired);
    expect(values).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'America/Nuuk']));
    expect(new Set(values).size).toBe(values.length);
    expect(timeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(timeZoneName('America/Chicago')).toBe('Central Time — Chicago');
  });

  it('offers contact times in 15-minute steps across the day', () => {
    const times = contactTimes();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(times.at(-1)).toBe('23:45');
  });
});
