import type { PracticeSettingsInput } from '../domain/admin';
import { PRACTICE_SETTINGS_MESSAGES as M, PRACTICE_SETTINGS_WARNINGS as W, practiceSettingsWarnings, timeLabel, validatePracticeSettings } from './practiceSettings';

const VALID: PracticeSettingsInput = {
  timeZone: 'America/Chicago',
  supportPhone: '(312) 555-0111',
  taskNotificationEmail: 'tasks@riverside.example',
  doctorDisplayName: 'Dr. Chen',
  outreachStart: '09:00',
  stopResponses: '16:00',
  closingTime: '17:00',
  outreachFrequency: 'daily',
  outreachDays: 'weekdays',
  outreachPhone: '+1 217 555 0188',
};

describe('practice settings errors', () => {
  it('accepts valid settings', () => expect(validatePracticeSettings(VALID)).toEqual({}));

  it.each<[Partial<PracticeSettingsInput>, Record<string, string>]>([
    [{ supportPhone: '555-12' }, { supportPhone: M.supportPhone }],
    [{ outreachPhone: '' }, { outreachPhone: M.outreachPhone }],
    [{ taskNotificationEmail: 'tasks@' }, { taskNotificationEmail: M.taskNotificationEmail }],
    [{ doctorDisplayName: '   ' }, { doctorDisplayName: M.doctorDisplayName }],
    [{ doctorDisplayName: 'x'.repeat(101) }, { doctorDisplayName: M.doctorDisplayName }],
    [{ timeZone: 'Mars/Olympus' }, { timeZone: M.timeZone }],
    [{ outreachStart: '09:10' }, { outreachStart: M.time }],
    [{ stopResponses: '25:00' }, { stopResponses: M.time }],
    [{ closingTime: '5pm' }, { closingTime: M.time }],
    [{ outreachStart: '16:00', stopResponses: '16:00' }, { stopResponses: M.stopAfterStart }],
    [{ closingTime: '15:45' }, { closingTime: M.closingAfterStop }],
    [{ outreachFrequency: 'hourly' as never }, { outreachFrequency: M.outreachFrequency }],
    [{ outreachDays: 'sundays' as never }, { outreachDays: M.outreachDays }],
  ])('%p → %p', (change, expected) => expect(validatePracticeSettings({ ...VALID, ...change })).toEqual(expected));
});

describe('SPEC §9 recommendations (warnings, still allowed)', () => {
  it('warns of an outreach start before 9 AM, not at 9', () => {
    expect(practiceSettingsWarnings({ ...VALID, outreachStart: '08:45' })).toEqual({ outreachStart: W.earlyOutreach });
    expect(practiceSettingsWarnings(VALID)).toEqual({});
    expect(validatePracticeSettings({ ...VALID, outreachStart: '08:45' })).toEqual({});
  });

  it('warns of stopping responses less than an hour before closing, not at exactly one hour', () => {
    expect(practiceSettingsWarnings({ ...VALID, stopResponses: '16:15' })).toEqual({ stopResponses: W.lateStop });
    expect(practiceSettingsWarnings({ ...VALID, stopResponses: '16:00' })).toEqual({});
    expect(validatePracticeSettings({ ...VALID, stopResponses: '16:15' })).toEqual({});
  });

  it('labels the 15-minute steps in 12-hour time', () => {
    expect(['00:00', '09:15', '12:00', '23:45'].map(timeLabel)).toEqual(['12:00 AM', '9:15 AM', '12:00 PM', '11:45 PM']);
  });
});
