/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Each send the API refuses says what the console shows for the same case: the refusal's text is
 * the kernel's, and the notice the console renders from the records the API answers (the kernel's
 * `noticeInputOf` and `conversationNotices`, as ConversationWorkspace does) is that same text.
 */
import { randomUUID } from 'node:crypto';
import { conversationNotices, noticeInputOf, SEND_REFUSALS, sendingBlocked, type RefusalCase } from '@hearth/shared-kernel/conversations';
import type { ConversationSummary, Message, Paged, PatientDetail } from '@hearth/shared-kernel/domain';
import { bearer, ORGS, textFromPhone, useTestApp } from '../../testing/harness';

const s = useTestApp({ logins: ['dr.chen'] });
const chen = s.token('dr.chen');

const get = async <T>(url: string) => (await s.app.inject({ method: 'GET', url, headers: bearer(chen.access_token) })).json() as T;
const post = (url: string, payload: object) => s.app.inject({ method: 'POST', url, headers: bearer(chen.access_token), payload });
const send = (payload: { patientId: string; conversationId?: string; channel: 'sms' | 'chat' }) =>
  post('/messages', { clientId: randomUUID(), urgency: 'normal', body: 'Checking in.', ...payload });

let skip = 0;
/** A patient of the organisation without any conversation, enrolled, texts and chat on, with their own phone. */
async function quietPatient(): Promise<{ id: string; phone: string }> {
  const { rows } = await s.db.query<{ id: string; sms_phone: string }>(
    `select id::text as id, sms_phone from patients p
      where org_id = $1 and enrollment_status = 'approved' and sms_phone is not null and not do_not_disturb and sms_enabled and chat_enabled
        and not exists (select 1 from conversations c where c.patient_id = p.id)
        and not exists (select 1 from patients o where o.sms_phone = p.sms_phone and o.id <> p.id)
      order by mrn offset $2 limit 1`,
    [ORGS.riverside, skip++],
  );
  return { id: rows[0].id, phone: rows[0].sms_phone };
}

/** The notices the console shows for this patient (and conversation, when one is open), from the API's answers. */
async function consoleNotices(patientId: string, conversationId: string | null) {
  const patient = await get<PatientDetail>(`/patients/${patientId}`);
  let conversation: ConversationSummary | null = null;
  if (conversationId) {
    const lists = await Promise.all(['active', 'closed'].map((status) => get<Paged<ConversationSummary>>(`/CommunicationRequest?patientId=${patientId}&status=${status}`)));
    conversation = lists.flatMap((l) => l.results).find((c) => c.id === conversationId) ?? null;
    expect(conversation).not.toBeNull();
  }
  return conversationNotices(noticeInputOf({ conversation, patient, composingNew: conversation === null }));
}

/** Arranges a patient by one column of their record. */
const setting = (assignment: string) => async ({ id }: { id: string }) => {
  await s.db.query(`update patients set ${assignment} where id = $1`, [id]);
  return null;
};

interface Case {
  refusal: RefusalCase;
  channel: 'sms' | 'chat';
  /** Puts a fresh patient in the situation; answers the conversation the send goes to, if any. */
  arrange: (patient: { id: string; phone: string }) => Promise<string | null>;
  /** The console shows it as a notice before any send (the others on the refused message). */
  notice: boolean;
}

const CASES: Case[] = [
  {
    refusal: 'doNotDisturb',
    channel: 'chat',
    notice: true,
    arrange: setting('do_not_disturb = true'),
  },
  {
    refusal: 'optedOut',
    channel: 'sms',
    notice: true,
    arrange: async ({ phone }) => {
      expect((await textFromPhone(s.app, phone, 'Stop')).json().outcome).toBe('opted_out');
      return null;
    },
  },
  {
    refusal: 'closed',
    channel: 'chat',
    notice: true,
    arrange: async ({ id }) => {
      const first = (await send({ patientId: id, channel: 'chat' })).json() as Message;
      expect((await post(`/conversations/${first.conversationId}/close`, {})).statusCode).toBe(200);
      return first.conversationId;
    },
  },
  {
    refusal: 'automated',
    channel: 'sms',
    notice: true,
    arrange: async ({ id }) => {
      const { rows } = await s.db.query<{ id: string }>(
        `insert into conversations (id, org_id, patient_id, type, status, automated, channel) values ($1, $2, $3, 'system', 'active', true, 'sms') returning id::text as id`,
        [randomUUID(), ORGS.riverside, id],
      );
      return rows[0].id;
    },
  },
  {
    refusal: 'oneActive',
    channel: 'chat',
    notice: true,
    arrange: async ({ id }) => {
      expect((await send({ patientId: id, channel: 'chat' })).statusCode).toBe(201);
      return null;
    },
  },
  {
    refusal: 'chatOff',
    channel: 'chat',
    notice: false,
    arrange: setting('chat_enabled = false'),
  },
  {
    refusal: 'smsOff',
    channel: 'sms',
    notice: false,
    arrange: setting('sms_enabled = false'),
  },
  {
    refusal: 'noPhone',
    channel: 'sms',
    notice: false,
    arrange: setting('sms_phone = null'),
  },
];

describe('a refused send says what the console shows', () => {
  test('every refusal case is covered', () => {
    expect(CASES.map((c) => c.refusal).sort()).toEqual(Object.keys(SEND_REFUSALS).sort());
  });

  test.each(CASES.map((c) => [c.refusal, c] as const))('%s', async (_name, c) => {
    const patient = await quietPatient();
    const conversationId = await c.arrange(patient);
    const refused = await send({ patientId: patient.id, channel: c.channel, ...(conversationId ? { conversationId } : {}) });
    expect(refused.statusCode).toBe(409);
    const { message } = refused.json() as { message: string };
    expect(message).toBe(SEND_REFUSALS[c.refusal]);

    const notices = await consoleNotices(patient.id, conversationId);
    if (c.notice) {
      // The console warns with exactly the API's words, and holds the send back.
      expect(notices.map((n) => n.text)).toContain(message);
      expect(sendingBlocked(notices, c.channel)).toBe(true);
    } else {
      // Nothing warns beforehand: the refusal's own words appear on the failed message.
      expect(notices).toEqual([]);
    }
  });
});
