/** @jest-environment ./src/testing/native-environment.cjs */
import { openTestDb, ORGS, type TestDb } from '../../testing/harness';
import { savePracticeSettings } from '../admin/queries';
import { outreachSettingsOf } from './settings';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(async () => {
  await t?.close();
});

describe('the outreach window comes from the practice settings', () => {
  test('the defaults until the practice saves its own, then what it saved', async () => {
    const orgId = ORGS.lakeside;
    expect(await outreachSettingsOf(t.db, orgId)).toMatchObject({ initiateOutreachTime: '09:00', days: 'weekdays', frequency: 'daily' });
    await savePracticeSettings(t.db, orgId, {
      timeZone: 'America/Denver',
      supportPhone: '',
      taskNotificationEmail: '',
      doctorDisplayName: '',
      outreachStart: '10:30',
      stopResponses: '15:45',
      closingTime: '17:00',
      outreachFrequency: 'weekly',
      outreachDays: 'all_days',
      outreachPhone: '',
    });
    expect(await outreachSettingsOf(t.db, orgId)).toEqual({
      initiateOutreachTime: '10:30',
      stopResponsesTime: '15:45',
      frequency: 'weekly',
      days: 'all',
      timeZone: 'America/Denver',
    });
  });
});
