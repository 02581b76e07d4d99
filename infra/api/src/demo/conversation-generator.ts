/**
 * Benchmark data for the conversation list and the task list: conversations with their messages,
 * and tasks, over an organisation's patients, assigned to its professionals. Deterministic for a
 * seed (ids, people, statuses; dates follow `now`), loaded with COPY. A second run with the same
 * seed adds nothing; another seed adds more. Patients who already have an active conversation
 * keep it as their only one (the database allows one per patient).
 */
import { NEW_TASK_TYPES, type TaskType } from '@hearth/shared-kernel/domain';
import { copyChunks, type CopyCell } from '../platform/db/copy-text';
import type { Db } from '../platform/db/types';
import { prng, stableUuid } from './patient-generator';

export interface ConversationGenOptions {
  orgId: string;
  /** Messages in all (conversations hold 1 to 9 each, about 5 on average). */
  messages: number;
  tasks: number;
  seed: number;
  now?: Date;
}

const DAY = 86_400_000;

const OUTBOUND = [
  'Hi, this is your care team checking in. How are you feeling today?',
  'Your prescription refill was sent to your pharmacy on file.',
  'Reminder: you have an appointment tomorrow at 10:30 AM. Reply if you need to reschedule.',
  'Your recent lab results are in and look good. We will recheck in three months.',
  'Please keep logging your blood pressure readings and bring the log to your visit.',
  'Thanks for letting us know. A nurse will call you this afternoon.',
  'Call us if you get a fever above 100.4.',
  'We moved your appointment to Thursday at 2:15 PM.',
];
const INBOUND = [
  'Mostly around 135 over 85. A bit higher in the mornings.',
  'Hello, I need a refill of my metformin please.',
  'Can we move it to the afternoon?',
  'That is good news. Do I need another test soon?',
  'Some soreness but otherwise fine.',
  'The new medication makes me dizzy in the morning. Is that normal?',
  'OK thanks',
  'Yes, I took them.',
];
const SUBJECTS = ['Blood pressure readings', 'Prescription refill', 'Appointment reminder', 'Lab results', 'Post-visit follow-up', 'Medication side effects', null];
const TASK_TITLES: [string, string][] = [
  ['Call about lab results', 'Review the latest A1c with the patient and schedule a follow-up.'],
  ['Prior authorization', 'Submit the prior authorization form for the new prescription.'],
  ['Schedule annual wellness visit', 'Patient is due for the annual wellness visit; offer morning slots.'],
  ['Medication reconciliation', 'Reconcile the medication list after the hospital discharge.'],
  ['Follow up on missed appointment', 'Patient missed an appointment. Call to reschedule.'],
  ['Send diabetic eye exam referral', 'Refer to ophthalmology for the yearly retinal exam.'],
  ['Check blood pressure log', 'Ask the patient to send this week’s readings.'],
  ['Update care plan', 'Add the new exercise goals discussed at the visit.'],
];
/** Mostly NORMAL, as practices use them. */
const TASK_TYPE_WEIGHTS: [TaskType, number][] = NEW_TASK_TYPES.map((t) => [t, t === 'NORMAL' ? 60 : t === 'URGENT' ? 10 : 6]);
const TASK_TYPE_TOTAL = TASK_TYPE_WEIGHTS.reduce((a, [, w]) => a + w, 0);

const CONVERSATION_COPY_COLUMNS = [
  'id', 'org_id', 'patient_id', 'type', 'status', 'automated', 'subject', 'urgency', 'channel', 'needs_response', 'created_by',
  'created_at', 'updated_at', 'last_message_at', 'last_message_preview', 'closed_at',
] as const;
const MESSAGE_COPY_COLUMNS = [
  'id', 'conversation_id', 'patient_id', 'org_id', 'sender_id', 'direction', 'channel', 'status', 'body', 'urgency', 'created_at',
] as const;
const TASK_COPY_COLUMNS = [
  'id', 'org_id', 'patient_id', 'title', 'description', 'status', 'assigned_to', 'created_by', 'due_date', 'created_at', 'updated_at',
  'completed_at', 'task_type',
] as const;

export interface GeneratedConversation {
  row: CopyCell[];
  messages: CopyCell[][];
}

/**
 * Conversations in order, each with its messages, until `messages` are made. Active ones started
 * in the last 30 days, closed ones over the last year; a conversation awaits a reply when it is
 * active, not automated and its last message came in.
 */
export function* conversationStream(
  o: ConversationGenOptions,
  patients: readonly string[],
  professionals: readonly string[],
): Generator<GeneratedConversation> {
  if (!patients.length || !professionals.length) return;
  const rand = prng(o.seed * 7919 + 17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const now = (o.now ?? new Date()).getTime();
  const active = new Set<string>();
  let made = 0;
  for (let i = 0; made < o.messages; i++) {
    const id = stableUuid(`gen-conversation:${o.orgId}:${o.seed}:${i}`);
    const patientId = pick(patients);
    const isActive = !active.has(patientId) && rand() < 0.15;
    if (isActive) active.add(patientId);
    const system = rand() < 0.1;
    const automated = isActive && system && rand() < 0.3;
    const channel = rand() < 0.75 ? 'sms' : 'chat';
    const urgency = rand() < 0.08 ? 'urgent' : 'normal';
    const sender = pick(professionals);
    const count = Math.min(o.messages - made, 1 + Math.floor(rand() * 9));
    // Start: active ones recently, closed ones any time in the last year (but not in the last hour).
    let at = now - (isActive ? 1 + rand() * 29 : 2 + rand() * 363) * DAY;
    const inboundFirst = rand() < 0.4;
    const messages: CopyCell[][] = [];
    let last = '';
    let lastInbound = false;
    for (let k = 0; k < count; k++) {
      const inbound = k % 2 === (inboundFirst ? 0 : 1) ? true : rand() < 0.15;
      const body = inbound ? pick(INBOUND) : pick(OUTBOUND);
      const created = new Date(Math.min(at, now - 60_000)).toISOString();
      const status = inbound ? 'received' : rand() < 0.02 ? 'failed' : rand() < 0.1 ? 'sent' : 'delivered';
      messages.push([
        stableUuid(`gen-message:${id}:${k}`), id, patientId, o.orgId, inbound || automated ? null : sender,
        inbound ? 'inbound' : 'outbound', channel, status, body, urgency, created,
      ]);
      last = body;
      lastInbound = inbound;
      at += (5 + rand() * 600) * 60_000;
    }
    const first = messages[0][10] as string;
    const lastAt = messages[messages.length - 1][10] as string;
    const closedAt = isActive ? null : new Date(Math.min(Date.parse(lastAt) + rand() * 2 * DAY, now - 60_000)).toISOString();
    made += count;
    yield {
      row: [
        id, o.orgId, patientId, system ? 'system' : 'conversation', isActive ? 'active' : 'closed', automated, pick(SUBJECTS), urgency,
        channel, isActive && !automated && lastInbound, automated ? null : sender, first, closedAt ?? lastAt, lastAt,
        last.slice(0, 140), closedAt,
      ],
      messages,
    };
  }
}

/**
 * Tasks created over the last year: most long finished, some open or in progress (mostly
 * recent), so "open + finished in the last 8 days" is a few percent of them, as in a practice.
 */
export function* taskStream(o: ConversationGenOptions, patients: readonly string[], professionals: readonly string[]): Generator<CopyCell[]> {
  if (!professionals.length) return;
  const rand = prng(o.seed * 104_729 + 3);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const now = (o.now ?? new Date()).getTime();
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  for (let i = 0; i < o.tasks; i++) {
    const r = rand();
    const status = r < 0.06 ? 'open' : r < 0.1 ? 'in_progress' : r < 0.95 ? 'completed' : 'cancelled';
    const finished = status === 'completed' || status === 'cancelled';
    const ageDays = finished ? 1 + rand() * 364 : rand() < 0.7 ? rand() * 30 : 30 + rand() * 150;
    const created = now - ageDays * DAY;
    // Open tasks fall due from a month overdue to two months ahead; finished ones shortly after creation.
    const due = rand() < 0.1 ? null : finished ? created + rand() * 14 * DAY : now + (-30 + rand() * 90) * DAY;
    const finishedAt = finished ? Math.min(created + rand() * 10 * DAY, now - 60_000) : null;
    const updated = finishedAt ?? (status === 'in_progress' ? created + rand() * (now - created) : created);
    const [title, description] = pick(TASK_TITLES);
    let w = rand() * TASK_TYPE_TOTAL;
    const type = TASK_TYPE_WEIGHTS.find(([, n]) => (w -= n) < 0)?.[0] ?? 'NORMAL';
    // The first professional (the practice's lead) carries more of the work.
    const assignee = rand() < 0.3 ? professionals[0] : pick(professionals);
    yield [
      stableUuid(`gen-task:${o.orgId}:${o.seed}:${i}`), o.orgId, patients.length && rand() < 0.92 ? pick(patients) : null, title, description,
      status, assignee, pick(professionals), due === null ? null : day(due), new Date(created).toISOString(), new Date(updated).toISOString(),
      status === 'completed' ? new Date(finishedAt!).toISOString() : null, type,
    ];
  }
}

export interface ConversationGenResult {
  conversations: number;
  messages: number;
  tasks: number;
  ms: number;
}

const exists = async (db: Db, table: string, id: string) =>
  (await db.query(`select 1 from ${table} where id = $1`, [id])).rows.length > 0;

/** Loads the conversations, messages and tasks of `o` (parts a run with this seed already loaded are skipped). */
export async function addGeneratedConversations(db: Db, o: ConversationGenOptions): Promise<ConversationGenResult> {
  const started = Date.now();
  const now = o.now ?? new Date();
  const opts = { ...o, now };
  const professionals = (
    await db.query<{ id: string }>(
      `select r.professional_id::text as id from professional_org_roles r join professionals p on p.id = r.professional_id
        where r.org_id = $1 and not p.disabled order by p.created_at, p.id`,
      [o.orgId],
    )
  ).rows.map((r) => r.id);
  if (!professionals.length) throw new Error('the organisation has no professionals');
  // In a stable order, so the seed picks the same people; new conversations go to patients without an active one.
  const { rows } = await db.query<{ id: string; busy: boolean }>(
    `select p.id::text as id, exists (select 1 from conversations c where c.patient_id = p.id and c.status = 'active') as busy
       from patients p where p.org_id = $1 order by p.id`,
    [o.orgId],
  );
  const allPatients = rows.map((r) => r.id);
  const patients = rows.filter((r) => !r.busy).map((r) => r.id);
  const result: ConversationGenResult = { conversations: 0, messages: 0, tasks: 0, ms: 0 };

  if (o.messages > 0 && patients.length && !(await exists(db, 'conversations', stableUuid(`gen-conversation:${o.orgId}:${o.seed}:0`)))) {
    // Two passes over the same seeded stream: conversations first (messages reference them), then
    // their messages, so neither list is held in memory.
    await db.copyFrom('conversations', CONVERSATION_COPY_COLUMNS, copyChunks(conversationStream(opts, patients, professionals), (c) => {
      result.conversations++;
      return c.row;
    }));
    const messages = function* () {
      for (const c of conversationStream(opts, patients, professionals)) yield* c.messages;
    };
    await db.copyFrom('messages', MESSAGE_COPY_COLUMNS, copyChunks(messages(), (m) => {
      result.messages++;
      return m;
    }));
    // The roster's copy of "awaits a reply" and the last contact follow the active conversations.
    await db.query(
      `update patients p set needs_response = c.needs_response, last_contact_at = greatest(p.last_contact_at, c.last_message_at)
         from conversations c
        where c.patient_id = p.id and c.org_id = $1 and c.status = 'active'`,
      [o.orgId],
    );
  }
  if (o.tasks > 0 && !(await exists(db, 'tasks', stableUuid(`gen-task:${o.orgId}:${o.seed}:0`)))) {
    await db.copyFrom('tasks', TASK_COPY_COLUMNS, copyChunks(taskStream(opts, allPatients, professionals), (t) => {
      result.tasks++;
      return t;
    }));
  }
  for (const table of ['conversations', 'messages', 'tasks', 'patients']) await db.exec(`vacuum analyze ${table}`);
  result.ms = Date.now() - started;
  return result;
}
