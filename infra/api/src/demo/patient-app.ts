/**
 * Demo data of the patient app: education articles; MODIFY_ENROLLMENT (approving enrollments) for
 * the practising demo professionals dr.chen and nurse.kim; and, for the demo patients whose status
 * says they went through the link, the enrollment record behind it (a submitted form for those
 * waiting for approval or enrolled, a help request for those waiting for a call). Those links
 * are spent: their token hashes have no known token.
 */
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import type { Queryable } from '../platform/db/types';
import { demoAccount } from './demo-accounts';
import { seedEducationArticles } from './education-articles';

const ENROLLMENT_APPROVERS = ['dr.chen', 'nurse.kim'];

export async function seedPatientApp(q: Queryable): Promise<void> {
  await seedEducationArticles(q);
  await seedEnrollmentRecords(q);
  for (const username of ENROLLMENT_APPROVERS) {
    await q.query(
      `update professional_org_roles set permissions = array_append(permissions, $2)
        where professional_id = $1 and not ($2 = any(permissions))`,
      [demoAccount(username).id, PERMISSIONS.MODIFY_ENROLLMENT],
    );
  }
}

async function seedEnrollmentRecords(q: Queryable): Promise<void> {
  // Submitted forms: waiting for approval (the approval page's list) and already enrolled.
  await q.query(
    `insert into enrollment_invitations (token_hash, patient_id, org_id, created_at, expires_at, used_at, step,
                                         dob_verified_at, phone_verified_at, info, consent, submitted_at, decided_at, entered_dob)
     select md5(random()::text || p.id::text) || md5(random()::text), p.id, p.org_id,
            now() - interval '6 days', now() + interval '1 day', now() - interval '5 days', 'finished',
            now() - interval '5 days', now() - interval '5 days',
            jsonb_build_object('title', coalesce(p.title, ''), 'firstName', p.first_name, 'lastName', p.last_name,
                               'email', coalesce(p.email, ''), 'pin', '', 'smsPhoneNumber', coalesce(p.sms_phone, ''),
                               'voicePhoneNumber', coalesce(p.voice_phone, ''), 'timeZone', p.time_zone),
            jsonb_build_object('firstSection', true, 'secondSection', true, 'thirdSection', true, 'eula', true,
                               'patientSignature', p.first_name || ' ' || p.last_name,
                               'signedAt', to_char((now() - interval '5 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
            now() - interval '5 days',
            case when p.enrollment_status = 'approved' then now() - interval '4 days' end,
            p.date_of_birth
       from patients p
      where p.enrollment_status in ('waiting_for_approval', 'approved')
        and p.sms_phone is not null
        and not exists (select 1 from enrollment_invitations e where e.patient_id = p.id)`,
  );
  // Help requests: the patient asked for a call from the link.
  await q.query(
    `insert into enrollment_invitations (token_hash, patient_id, org_id, created_at, expires_at, step, dob_verified_at,
                                         call_requested_at, callback_phone)
     select md5(random()::text || p.id::text) || md5(random()::text), p.id, p.org_id,
            now() - interval '2 days', now() + interval '5 days', 'need-help', now() - interval '2 days',
            now() - interval '2 days', p.sms_phone
       from patients p
      where p.enrollment_status = 'waiting_for_phone_call'
        and not exists (select 1 from enrollment_invitations e where e.patient_id = p.id)`,
  );
}
