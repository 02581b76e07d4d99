/**
 * The patient's side of their conversation, over secure chat: the same messages the care team
 * sees (conversations/queries.ts), and the patient's own sends, idempotent on their client id.
 */
import type { Message, PatientMessagesPage } from '@hearth/shared-kernel/domain';
import { CATCH_UP_BATCH } from '@hearth/shared-kernel/conversations';
import type { Language } from '@hearth/shared-kernel/i18n';
import { validateMessage } from '@hearth/shared-kernel/rules';
import { MESSAGE_COLUMNS, MESSAGE_FROM, toMessage, type MessageShape } from '../conversations/port';
import type { Db, Queryable } from '../../platform/db/types';
import { isoColumn } from '../../platform/db/values';
import { appendMessage, earlierSend } from '../conversations/port';

export interface PatientIdentity {
  patientId: string;
  orgId: string;
}

const PATIENT_MESSAGES_PAGE = 20;
/** The most one page answers: a catch-up batch (the patient's chat asks for that many). */
const PATIENT_MESSAGES_MAX_TAKE = CATCH_UP_BATCH;

/**
 * Messages of the patient, every conversation: newest first (`before` a seq for older pages), or
 * with `after` a seq everything newer, oldest first (catch-up after a dropped socket).
 */
export async function patientMessages(
  q: Queryable,
  who: PatientIdentity,
  page: { before?: number; after?: number; take?: number },
): Promise<PatientMessagesPage> {
  const take = Math.min(Math.max(page.take ?? PATIENT_MESSAGES_PAGE, 1), PATIENT_MESSAGES_MAX_TAKE);
  const count = await q.query<{ n: number; seen: string | null; practice: string; language: Language | null }>(
    `select (select count(*)::int from messages m where m.patient_id = $1 and m.org_id = $2) as n,
            (select ${isoColumn('max(c.care_team_seen_at)')} from conversations c where c.patient_id = $1 and c.org_id = $2) as seen,
            (select o.name from organizations o where o.id = $2) as practice,
            (select p.preferred_language from patients p where p.id = $1 and p.org_id = $2) as language`,
    [who.patientId, who.orgId],
  );
  const base = `select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where m.patient_id = $1 and m.org_id = $2`;
  const { rows } =
    page.after !== undefined
      ? await q.query<MessageShape>(`${base} and m.seq > $3 order by m.seq asc limit $4`, [who.patientId, who.orgId, page.after, take])
      : await q.query<MessageShape>(`${base} and ($3::bigint is null or m.seq < $3::bigint) order by m.seq desc limit $4`, [
          who.patientId,
          who.orgId,
          page.before ?? null,
          take,
        ]);
  const [c] = count.rows;
  return { totalRecords: Number(c.n), results: rows.map(toMessage), careTeamSeenAt: c.seen, practiceName: c.practice, preferredLanguage: c.language };
}

export type PatientSendOutcome =
  | { kind: 'sent'; message: Message; created: boolean; newConversation: boolean }
  | { kind: 'invalid'; messages: string[] };

/**
 * The patient writes: into the active conversation, or a new one. A retry with the same client
 * id answers the first message (the unique index of 004_patient_app_flow settles races).
 */
export async function patientSend(db: Db, who: PatientIdentity, input: { clientId: string; body: string }): Promise<PatientSendOutcome> {
  const invalid = validateMessage(input);
  if (invalid.length) return { kind: 'invalid', messages: invalid };
  const key = { patientId: who.patientId, clientId: input.clientId };
  const earlier = await earlierSend(db, key);
  if (earlier) return { kind: 'sent', message: earlier, created: false, newConversation: false };

  const stored = await appendMessage(db, {
    orgId: who.orgId,
    patientId: who.patientId,
    into: 'active',
    opening: { channel: 'chat' },
    message: { clientId: input.clientId, senderId: null, direction: 'inbound', channel: 'chat', status: 'received', body: input.body.trim() },
  });
  if (stored.kind !== 'appended') {
    // The same message's retry stored it meanwhile.
    return { kind: 'sent', message: (await earlierSend(db, key))!, created: false, newConversation: false };
  }
  return { kind: 'sent', message: stored.message, created: true, newConversation: stored.newConversation };
}
