import type { AppConfig } from '../domain/entities';
import { isFlagOn } from './flags';

const config = (over: Partial<AppConfig['flags']> = {}, bypass: string[] = []): AppConfig => ({
  flags: {
    broadcastMessageWebappEnabled: false,
    dcVisitNoteUploadEnabled: false,
    diagnosisConsiderationsPage: false,
    primeAdtEncounterEnabled: false,
    relatedHistoryEnabled: false,
    upToDateEnabled: false,
    ...over,
  },
  bypassUserList: bypass,
});

describe('isFlagOn', () => {
  it('is on when enabled globally', () => {
    expect(isFlagOn(config({ upToDateEnabled: true }), 'upToDateEnabled')).toBe(true);
    expect(isFlagOn(config({ upToDateEnabled: true }), 'relatedHistoryEnabled')).toBe(false);
  });
  it('is on for a bypass user, case-insensitively', () => {
    const c = config({}, ['Nurse.Kim@Riverside.example']);
    expect(isFlagOn(c, 'broadcastMessageWebappEnabled', 'nurse.kim@riverside.example')).toBe(true);
    expect(isFlagOn(c, 'broadcastMessageWebappEnabled', ' NURSE.KIM@RIVERSIDE.EXAMPLE ')).toBe(true);
    expect(isFlagOn(c, 'broadcastMessageWebappEnabled', 'dr.chen@riverside.example')).toBe(false);
    expect(isFlagOn(c, 'broadcastMessageWebappEnabled')).toBe(false);
  });
  it('is off without a configuration', () => {
    expect(isFlagOn(null, 'upToDateEnabled', 'a@b.co')).toBe(false);
  });
});
