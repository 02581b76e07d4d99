/** @jest-environment ./src/testing/native-environment.cjs */
import { countRows, ORGS, textFromPhone, useTestApp } from '../../testing/harness';
import { PATIENT_MESSAGE_NOTICE } from './patient-message';

const s = useTestApp();

/** A Riverside patient who can text in (a phone, not opted out), and one professional of their care team. */
async function patientWithTeam() {
  const { rows } = await s.db.query<{ phone: string; professional_id: string; email: string }>(
    `select p.sms_phone as phone, pr.id::text as professional_id, pr.email
       from patients p
       join care_team_members c on c.patient_id = p.id
       join professionals pr on pr.id = c.professional_id
      where p.org_id = $1 and p.sms_phone is not null and p.opted_out_at is null and p.enrollment_status <> 'opted_out'
        and (select count(*) from patients q where q.sms_phone = p.sms_phone) = 1
      limit 1`,
    [ORGS.riverside],
  );
  return rows[0];
}

const noticesTo = (email: string) => countRows(s.db, 'outbox_emails', 'to_address = $1 and subject like $2', [email, `%${PATIENT_MESSAGE_NOTICE}%`]);

describe('a patient writes: the care team hears of it by its notification settings', () => {
  test('an inbound text e-mails the care team (the default), naming no patient; turned off, it does not', async () => {
    const { phone, professional_id, email } = await patientWithTeam();
    // A Riverside professional outside this patient's care team hears nothing.
    const { rows: outside } = await s.db.query<{ email: string }>(
      `select pr.email from professionals pr join professional_org_roles r on r.professional_id = pr.id and r.org_id = $1
        where not exists (select from care_team_members c join patients p on p.id = c.patient_id where p.sms_phone = $2 and c.professional_id = pr.id)
        limit 1`,
      [ORGS.riverside, phone],
    );
    const before = await noticesTo(email);
    const outsideBefore = await noticesTo(outside[0].email);
    expect((await textFromPhone(s.app, phone, 'My knee hurts again')).statusCode).toBe(202);
    expect(await noticesTo(email)).toBe(before + 1);
    expect(await noticesTo(outside[0].email)).toBe(outsideBefore);
    const { rows } = await s.db.query<{ body_text: string }>('select body_text from outbox_emails where to_address = $1 order by id desc limit 1', [email]);
    expect(rows[0].body_text).not.toMatch(/knee/);

    await s.db.query(
      `insert into notification_settings (professional_id, org_id, conversations_active) values ($1, $2, false)
       on conflict (professional_id, org_id) do update set conversations_active = false`,
      [professional_id, ORGS.riverside],
    );
    expect((await textFromPhone(s.app, phone, 'Still hurts')).statusCode).toBe(202);
    expect(await noticesTo(email)).toBe(before + 1);
  });
});
