/**
 * A text from a phone (the provider's inbound webhook). Keywords first (SPEC §3/§4): Stop,
 * unsubscribe or cancel opt every patient with that number out; Start puts them back to the
 * status they had; Secure is a request for a secure-chat link (the webhook has it texted), kept with
 * the patient's texts but never a message needing a response. Anything else lands in the patient's active conversation (one is opened when
 * there is none) and marks it as needing a response. The patient is the one Hearth last texted from
 * that number, else the one most recently in contact.
 */
import type { Message } from '@hearth/shared-kernel/domain';
import { normalizePhone } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import type { Db, Queryable } from '../../platform/db/types';
import type { Language } from '@hearth/shared-kernel/i18n';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import { noteProgramReply, type ProgramAgreement } from '../programs/port';
import { appendMessage, textPatientNotice } from '../conversations/port';
import { smsKeywordOf } from '../../channels/sms/keywords';

export type InboundOutcome =
  | { kind: 'opted_out' | 'opted_in'; patients: { id: string; orgId: string }[] }
  | { kind: 'message'; orgId: string; message: Message; newConversation: boolean }
  | { kind: 'secure_link_requested'; orgId: string; patientId: string }
  | { kind: 'unknown_number' }
  | { kind: 'invalid_number' };

type NoticeSender = Parameters<typeof textPatientNotice>[1];

/** The patient said yes to a program's invitation: each program joined is confirmed by text. */
async function confirmAgreements(db: Db, sms: NoticeSender, agreed: ProgramAgreement[]): Promise<void> {
  for (const a of agreed) {
    const body = textsFor(a.language)('programAgreed', { orgName: a.orgName, programName: a.programName });
    await textPatientNotice(db, sms, { orgId: a.orgId, patientId: a.patientId, body, purpose: 'program-agreed' });
  }
}

async function storeText(q: Queryable, phone: string, direction: 'to_phone' | 'from_phone', body: string, patientId: string | null) {
  await q.query('insert into sms_texts (phone, direction, body, patient_id) values ($1, $2, $3, $4)', [phone, direction, body, patientId]);
}

/** The patient a text from this number is for, with their active conversation if any (one round trip on every text). */
async function targetPatient(q: Queryable, phone: string): Promise<{ id: string; orgId: string; conversation: { id: string; automated: boolean } | null } | null> {
  // The last text to this number is looked up by the number (sms_texts' index), not among every text.
  const { rows } = await q.query<{ id: string; org_id: string; conversation_id: string | null; automated: boolean | null }>(
    `select p.id::text as id, p.org_id::text as org_id, c.id::text as conversation_id, c.automated
       from patients p
       left join conversations c on c.patient_id = p.id and c.status = 'active'
      where p.sms_phone = $1
      order by (select max(t.id) from sms_texts t where t.phone = $1 and t.patient_id = p.id and t.direction = 'to_phone') desc nulls last,
               p.last_contact_at desc nulls last, p.created_at
      limit 1`,
    [phone],
    { prepare: 'sms-target-patient' },
  );
  const r = rows[0];
  if (!r) return null;
  return { id: r.id, orgId: r.org_id, conversation: r.conversation_id ? { id: r.conversation_id, automated: r.automated === true } : null };
}

/**
 * `sms`: how Hearth texts back (a program's Yes is confirmed, under the consent rules of every
 * text, once the Yes is in the conversation).
 */
export async function receiveText(db: Db, input: { from: string; body: string }, sms?: NoticeSender): Promise<InboundOutcome> {
  const phone = normalizePhone(input.from);
  if (!phone) return { kind: 'invalid_number' };
  const body = input.body.trim();
  const said = smsKeywordOf(body);
  const keyword = said?.keyword;
  // A Spanish keyword from a patient with no language on record: they read Spanish (recorded, so
  // the answer and every later text are in Spanish). A language on record is never overridden.
  const wordLanguage: Language | null = said?.language === 'es' ? 'es' : null;
  const agreed = await noteProgramReply(db, phone, body);

  if (keyword === 'secure_link') {
    const patient = await targetPatient(db, phone);
    await storeText(db, phone, 'from_phone', body, patient?.id ?? null);
    if (patient && wordLanguage) {
      await db.query('update patients set preferred_language = $2 where id = $1 and preferred_language is null', [patient.id, wordLanguage]);
    }
    return patient ? { kind: 'secure_link_requested', orgId: patient.orgId, patientId: patient.id } : { kind: 'unknown_number' };
  }

  if (keyword) {
    const patients = await db.tx(async (q) => {
      await storeText(q, phone, 'from_phone', body, null);
      type Changed = { id: string; org_id: string; preferred_language: Language | null };
      const { rows } =
        keyword === 'opt_out'
          ? await q.query<Changed>(
              `update patients set status_before_opt_out = enrollment_status, enrollment_status = 'opted_out', opted_out_at = now(), updated_at = now(),
                      preferred_language = coalesce(preferred_language, $2)
                where sms_phone = $1 and enrollment_status <> 'opted_out'
                returning id::text as id, org_id::text as org_id, preferred_language`,
              [phone, wordLanguage],
            )
          : await q.query<Changed>(
              `update patients set enrollment_status = coalesce(status_before_opt_out, 'approved'), status_before_opt_out = null, opted_out_at = null, updated_at = now(),
                      preferred_language = coalesce(preferred_language, $2)
                where sms_phone = $1 and enrollment_status = 'opted_out'
                returning id::text as id, org_id::text as org_id, preferred_language`,
              [phone, wordLanguage],
            );
      for (const r of rows) {
        await audit(q, { event: keyword === 'opt_out' ? 'sms_opt_out' : 'sms_opt_in', orgId: r.org_id, route: 'POST /sms/inbound', detail: { patientId: r.id } });
      }
      // The gateway confirms a keyword to the phone, as carriers require.
      // In the patient's language; with nobody changed (a second Stop), in the keyword's.
      const text = textsFor(rows[0]?.preferred_language ?? said?.language);
      await storeText(q, phone, 'to_phone', text(keyword === 'opt_out' ? 'optedOut' : 'optedIn'), rows[0]?.id ?? null);
      return rows.map((r) => ({ id: r.id, orgId: r.org_id }));
    });
    return { kind: keyword === 'opt_out' ? 'opted_out' : 'opted_in', patients };
  }

  const patient = await targetPatient(db, phone);
  if (!patient) {
    await storeText(db, phone, 'from_phone', body, null);
    return { kind: 'unknown_number' };
  }

  const stored = await appendMessage(db, {
    orgId: patient.orgId,
    patientId: patient.id,
    into: patient.conversation ?? 'active',
    opening: { channel: 'sms' },
    message: { clientId: null, senderId: null, direction: 'inbound', channel: 'sms', status: 'received', body },
    textedFrom: phone,
  });
  // Without a client id a text is never a duplicate, and the active conversation (or 'active') takes any message.
  if (stored.kind !== 'appended') throw new Error('an inbound text was not stored');
  if (sms) await confirmAgreements(db, sms, agreed);
  return { kind: 'message', orgId: patient.orgId, message: stored.message, newConversation: stored.newConversation };
}


