/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, slowQueries, startTestApp, until, useTestApp } from '../../testing/harness';
import type { FastifyInstance } from 'fastify';
import { ENROLLMENT_ERRORS, type EnrollmentLookup, type EnrollmentSubmission, type LiveMessage } from '@hearth/shared-kernel/domain';
import { DOB_MISMATCH_MESSAGE, ENROLLMENT_MESSAGES } from '@hearth/shared-kernel/rules';
import { textsFor } from '@hearth/shared-kernel/i18n/texts';
import type { LiveClient } from '../../platform/live/hub';
import { attemptsUsed } from '../../platform/limits/attempt-locks';
import { insertInvitation, insertPatient, type FixturePatient } from '../patient-app/fixtures';
import { newLinkToken } from '../patient-app/secrets';
import { ENROLLMENT_API_MESSAGES, SEND_CODE_DAILY_LIMIT, SEND_CODE_LIMIT } from './service';

/** The same API on the same database, its statements interleaving as on a busy server (races show). */
let busy: FastifyInstance;
// Declared before useTestApp: jest runs afterAll hooks in order, and this app closes before the database.
afterAll(() => busy?.close());
const s = useTestApp();
beforeAll(async () => {
  busy = await startTestApp(slowQueries(s.db));
});

const get = (token: string) => s.app.inject({ method: 'GET', url: `/enrollment/${token}` });
const post = (token: string, action: string, options: { query?: Record<string, string>; body?: object; app?: FastifyInstance } = {}) =>
  (options.app ?? s.app).inject({
    method: 'POST',
    url: `/enrollment/${token}${action ? `/${action}` : ''}`,
    query: options.query,
    ...(options.body ? { payload: options.body } : {}),
  });
const view = async (token: string) => ((await get(token)).json() as Extract<EnrollmentLookup, { status: '200' }>).payload;

/** The last code texted to a number (read from the SMS simulator's table). */
async function lastCode(phone: string): Promise<string | null> {
  const { rows } = await s.db.query<{ body: string }>(
    `select body from sms_texts where phone = $1 and direction = 'to_phone' order by id desc limit 1`,
    [phone],
  );
  return rows[0] ? (/\b(\d{4})\b/.exec(rows[0].body)?.[1] ?? null) : null;
}

async function fresh(options: { dob?: string | null; phone?: string | null; expiresInSeconds?: number; status?: string } = {}) {
  const patient = await insertPatient(s.db, { orgId: ORGS.riverside, dob: options.dob, phone: options.phone });
  const link = await insertInvitation(s.db, patient, { expiresInSeconds: options.expiresInSeconds, status: options.status });
  return { patient, ...link };
}

/** A link whose date of birth and phone are verified. */
async function verified() {
  const f = await fresh();
  expect((await post(f.token, 'verifyDob', { body: { dob: '05/31/1980' } })).statusCode).toBe(204);
  expect((await post(f.token, 'sendCode')).statusCode).toBe(204);
  expect((await post(f.token, 'verifyCode', { query: { code: (await lastCode(f.patient.phone!))! } })).statusCode).toBe(204);
  return f;
}

const INFO = {
  title: 'Ms.',
  firstName: 'Rosa',
  lastName: 'Fixture',
  email: 'rosa@example.org',
  pin: '4821',
  smsPhoneNumber: '(555) 201-0199',
  voicePhoneNumber: '',
  timeZone: 'America/Chicago',
};
const SUBMISSION: EnrollmentSubmission = {
  ...INFO,
  firstSection: true,
  secondSection: true,
  thirdSection: true,
  eula: true,
  patientSignature: 'Rosa Fixture',
};

describe('GET /enrollment/:token', () => {
  test('a good link: status 200 with the view; nothing private before the checks', async () => {
    const { token } = await fresh();
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: '200',
      payload: {
        status: 'sent',
        step: 'features',
        organizationName: 'Riverside Family Practice',
        dobVerified: false,
        phoneVerified: false,
        phoneHint: null,
        info: null,
        preferredLanguage: null,
      },
    });
  });

  test('initiated links open too, and opening one records nothing', async () => {
    const { token, enrollmentId } = await fresh({ status: 'initiated' });
    const before = await s.db.query('select * from enrollment_invitations where id = $1', [enrollmentId]);
    expect((await view(token)).status).toBe('initiated');
    const after = await s.db.query('select * from enrollment_invitations where id = $1', [enrollmentId]);
    expect(after.rows).toEqual(before.rows);
  });

  test('unknown, malformed, expired, replaced and closed links all answer the same 404', async () => {
    const expired = await fresh({ expiresInSeconds: -1 });
    const replaced = await fresh();
    await insertInvitation(s.db, replaced.patient);
    const closed = await fresh({ status: 'waiting_for_approval' });
    const optedOut = await fresh({ status: 'opted_out' });
    const answers = [];
    for (const token of [newLinkToken(), 'not-a-token', expired.token, replaced.token, closed.token, optedOut.token]) {
      const res = await get(token);
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([404, JSON.stringify({ status: '404' })]);
  });

  test('a token is stored only as its hash', async () => {
    const { token } = await fresh();
    expect(await countRows(s.db, 'enrollment_invitations', 'token_hash = $1', [token])).toBe(0);
  });
});

describe('PUT /enrollment/:token/language', () => {
  const choose = (token: string, payload: object) => s.app.inject({ method: 'PUT', url: `/enrollment/${token}/language`, payload });

  test("the patient's choice is kept on their record (audited, no value) and answered by the view", async () => {
    const { token, patient } = await fresh();
    expect((await choose(token, { language: 'es' })).statusCode).toBe(204);
    expect((await view(token)).preferredLanguage).toBe('es');
    expect(await countRows(s.db, 'patients', "id = $1 and preferred_language = 'es'", [patient.id])).toBe(1);
    const { rows } = await s.db.query<{ detail: Record<string, unknown> }>(
      `select detail from audit_log where event = 'patient_updated' and detail->>'patientId' = $1`,
      [patient.id],
    );
    expect(rows.map((r) => r.detail)).toEqual([{ patientId: patient.id, fields: ['preferredLanguage'], by: 'patient' }]);
    expect((await choose(token, { language: 'en' })).statusCode).toBe(204);
    expect((await view(token)).preferredLanguage).toBe('en');
  });

  test('an unknown language is a 400; an unknown or closed link the same 404 as every link call', async () => {
    const { token, patient } = await fresh();
    for (const body of [{ language: 'fr' }, { language: 'ES' }, {}, { language: 'es', extra: 1 }]) expect((await choose(token, body)).statusCode).toBe(400);
    expect(await countRows(s.db, 'patients', 'id = $1 and preferred_language is null', [patient.id])).toBe(1);
    const unknown = await choose(newLinkToken(), { language: 'es' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ENROLLMENT_ERRORS.notFound });
    const expired = await fresh({ expiresInSeconds: -60 });
    expect((await choose(expired.token, { language: 'es' })).statusCode).toBe(404);
    expect(await countRows(s.db, 'patients', 'id = $1 and preferred_language is null', [expired.patient.id])).toBe(1);
  });
});

describe('POST /enrollment/:token/verifyDob', () => {
  test('a wrong date: 400 with SPEC message; the right one: 204, and the view moves on', async () => {
    const { token, patient } = await fresh();
    const wrong = await post(token, 'verifyDob', { body: { dob: '05/30/1980' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: DOB_MISMATCH_MESSAGE });
    expect((await post(token, 'verifyDob', { body: { dob: '05/31/1980' } })).statusCode).toBe(204);
    const v = await view(token);
    expect(v).toMatchObject({ dobVerified: true, phoneVerified: false, step: 'verify-phone', info: null });
    expect(v.phoneHint).toBe(`•••-•••-${patient.phone!.slice(-4)}`);
  });

  test('a malformed date is refused without using a guess', async () => {
    const { token } = await fresh();
    for (let i = 0; i < 7; i += 1) expect((await post(token, 'verifyDob', { body: { dob: '1980-05-31x' } })).statusCode).toBe(400);
    expect((await post(token, 'verifyDob', { body: { dob: '5/31/1980' } })).statusCode).toBe(204);
  });

  test('a record without a date of birth never matches', async () => {
    const { token } = await fresh({ dob: null });
    expect((await post(token, 'verifyDob', { body: { dob: '05/31/1980' } })).statusCode).toBe(400);
  });

  test('5 wrong dates lock the link: 429 with Retry-After, even for the right date', async () => {
    const { token } = await fresh();
    for (let i = 0; i < 5; i += 1) expect((await post(token, 'verifyDob', { body: { dob: `01/0${i + 1}/1990` } })).statusCode).toBe(400);
    const locked = await post(token, 'verifyDob', { body: { dob: '05/31/1980' } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: ENROLLMENT_API_MESSAGES.tooManyAttempts });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    expect((await view(token)).dobVerified).toBe(false);
    expect(await countRows(s.db, 'audit_log', "event = 'enrollment_locked'")).toBeGreaterThan(0);
  });

  test('parallel wrong dates cannot get past 5 guesses', async () => {
    const { token } = await fresh();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(token, 'verifyDob', { body: { dob: `02/${String(i + 1).padStart(2, '0')}/1991` } })),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
    expect((await post(token, 'verifyDob', { body: { dob: '05/31/1980' } })).statusCode).toBe(429);
  });
});

describe('sendCode and verifyCode', () => {
  test('no code is texted before the date of birth is verified', async () => {
    const { token, patient } = await fresh();
    const res = await post(token, 'sendCode');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ENROLLMENT_API_MESSAGES.dobFirst });
    expect(await countRows(s.db, 'sms_texts', 'phone = $1', [patient.phone!])).toBe(0);
    expect((await post(token, 'verifyCode', { query: { code: '1234' } })).statusCode).toBe(403);
  });

  test('the code goes to the number on record only, hashed at rest, and verifies the phone once', async () => {
    const { token, patient, enrollmentId } = await fresh();
    await post(token, 'verifyDob', { body: { dob: '05/31/1980' } });
    const elsewhere = await post(token, 'sendCode', { query: { phone: '(555) 999-0000' } });
    expect(elsewhere.statusCode).toBe(400);
    expect(await countRows(s.db, 'sms_texts', "phone = '5559990000'")).toBe(0);

    expect((await post(token, 'sendCode', { query: { phone: patient.phone! } })).statusCode).toBe(204);
    const code = (await lastCode(patient.phone!))!;
    expect(code).toMatch(/^\d{4}$/);
    const { rows } = await s.db.query<{ code_digest: string }>('select code_digest from enrollment_codes where enrollment_id = $1', [enrollmentId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_digest).not.toContain(code);

    const wrongCode = code === '0000' ? '0001' : '0000';
    const wrong = await post(token, 'verifyCode', { query: { code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ENROLLMENT_ERRORS.wrongCode });
    expect((await post(token, 'verifyCode', { query: { code } })).statusCode).toBe(204);
    const v = await view(token);
    expect(v).toMatchObject({ phoneVerified: true, step: 'info' });
    expect(v.info).toMatchObject({ firstName: 'Rosa', smsPhoneNumber: patient.phone, pin: '' });
    // Single use.
    expect((await post(token, 'verifyCode', { query: { code } })).statusCode).toBe(400);
  });

  test('a resend replaces the earlier code; an expired code is refused', async () => {
    const { token, patient } = await fresh();
    await post(token, 'verifyDob', { body: { dob: '05/31/1980' } });
    await post(token, 'sendCode');
    const first = (await lastCode(patient.phone!))!;
    await post(token, 'sendCode');
    const second = (await lastCode(patient.phone!))!;
    if (first !== second) expect((await post(token, 'verifyCode', { query: { code: first } })).statusCode).toBe(400);
    await s.db.query("update enrollment_codes set expires_at = now() - interval '1 second'");
    expect((await post(token, 'verifyCode', { query: { code: second } })).statusCode).toBe(400);
  });

  test('resends are limited: the fourth in ten minutes answers 429 with Retry-After', async () => {
    const { token, patient } = await fresh();
    await post(token, 'verifyDob', { body: { dob: '05/31/1980' } });
    for (let i = 0; i < 3; i += 1) expect((await post(token, 'sendCode')).statusCode).toBe(204);
    const limited = await post(token, 'sendCode');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(s.db, 'sms_texts', 'phone = $1', [patient.phone!])).toBe(3);
  });

  test('parallel resends: exactly 3 are texted, the rest 429 with Retry-After; a refused one leaves the day\'s count alone', async () => {
    const { token, patient, enrollmentId } = await fresh();
    await post(token, 'verifyDob', { body: { dob: '05/31/1980' } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(token, 'sendCode', { app: busy })));
    expect(answers.filter((a) => a.statusCode === 204)).toHaveLength(SEND_CODE_LIMIT.max);
    const limited = answers.filter((a) => a.statusCode !== 204);
    expect(limited).toHaveLength(10 - SEND_CODE_LIMIT.max);
    for (const a of limited) {
      expect(a.statusCode).toBe(429);
      expect(a.json()).toEqual({ message: ENROLLMENT_API_MESSAGES.tooManyCodes });
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(SEND_CODE_LIMIT.windowSeconds - 30);
      expect(Number(a.headers['retry-after'])).toBeLessThanOrEqual(SEND_CODE_LIMIT.windowSeconds);
    }
    expect(await countRows(s.db, 'sms_texts', 'phone = $1', [patient.phone!])).toBe(SEND_CODE_LIMIT.max);
    expect(await attemptsUsed(s.db, SEND_CODE_DAILY_LIMIT, enrollmentId)).toBe(SEND_CODE_LIMIT.max);
  });

  test('the day\'s limit holds against parallel resends too, and its refusal waits for the day', async () => {
    const { token, patient, enrollmentId } = await fresh();
    await post(token, 'verifyDob', { body: { dob: '05/31/1980' } });
    // Earlier ten-minute spells used all but two of the day's sends.
    await s.db.query('insert into attempt_locks (scope, subject, attempts) values ($1, $2, $3)', [
      SEND_CODE_DAILY_LIMIT.scope,
      enrollmentId,
      SEND_CODE_DAILY_LIMIT.max - 2,
    ]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(token, 'sendCode', { app: busy })));
    expect(answers.filter((a) => a.statusCode === 204)).toHaveLength(2);
    const limited = answers.filter((a) => a.statusCode !== 204);
    expect(limited.map((a) => a.statusCode)).toEqual(Array(6).fill(429));
    for (const a of limited) expect(Number(a.headers['retry-after'])).toBeGreaterThan(SEND_CODE_DAILY_LIMIT.windowSeconds - 60);
    expect(await countRows(s.db, 'sms_texts', 'phone = $1', [patient.phone!])).toBe(2);
  });

  test('5 wrong codes lock the enrollment, parallel guesses included; the right code is then refused too', async () => {
    const { token, patient } = await fresh();
    await post(token, 'verifyDob', { body: { dob: '05/31/1980' } });
    await post(token, 'sendCode');
    const code = (await lastCode(patient.phone!))!;
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 10000).padStart(4, '0'));
    const answers = await Promise.all(guesses.map((g) => post(token, 'verifyCode', { query: { code: g } })));
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    const right = await post(token, 'verifyCode', { query: { code } });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(60);
    // No new code while locked, and the old one was burnt.
    expect((await post(token, 'sendCode')).statusCode).toBe(429);
    expect(await countRows(s.db, 'enrollment_codes c join enrollment_invitations e on e.id = c.enrollment_id', 'e.patient_id = $1 and c.used_at is null', [patient.id])).toBe(0);
    expect((await view(token)).phoneVerified).toBe(false);
  });

  test('a malformed code is wrong without using a guess', async () => {
    const { token } = await fresh();
    await post(token, 'verifyDob', { body: { dob: '05/31/1980' } });
    for (let i = 0; i < 6; i += 1) expect((await post(token, 'verifyCode', { query: { code: '12345' } })).json()).toEqual({ message: ENROLLMENT_ERRORS.wrongCode });
    expect((await post(token, 'verifyCode', { query: { code: '1234' } })).statusCode).toBe(400);
  });

  test('a patient without a number on record is told to ask for a call', async () => {
    const { token } = await fresh({ phone: null });
    await post(token, 'verifyDob', { body: { dob: '05/31/1980' } });
    const res = await post(token, 'sendCode');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ENROLLMENT_API_MESSAGES.noPhone });
  });
});

describe('progress, information and submission', () => {
  test('progress keeps the furthest step, never past a check the server has not confirmed', async () => {
    const { token } = await fresh();
    expect((await post(token, 'progress', { body: { step: 'get-started' } })).statusCode).toBe(204);
    expect((await view(token)).step).toBe('get-started');
    await post(token, 'progress', { body: { step: 'confirmation' } });
    expect((await view(token)).step).toBe('verify-dob');
    await post(token, 'progress', { body: { step: 'features' } });
    expect((await view(token)).step).toBe('verify-dob');
    expect((await post(token, 'progress', { body: { step: 'nowhere' } })).statusCode).toBe(400);
  });

  test('the information step: refused before the phone is verified; SPEC messages; a draft the link resumes with', async () => {
    const early = await fresh();
    expect((await s.app.inject({ method: 'PUT', url: `/enrollment/${early.token}/info`, payload: INFO })).statusCode).toBe(403);

    const { token, enrollmentId } = await verified();
    const bad = await s.app.inject({
      method: 'PUT',
      url: `/enrollment/${token}/info`,
      payload: { ...INFO, firstName: '', email: 'nope', pin: '12', smsPhoneNumber: '123', timeZone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([
      ENROLLMENT_MESSAGES.firstName,
      ENROLLMENT_MESSAGES.email,
      ENROLLMENT_MESSAGES.pin,
      ENROLLMENT_MESSAGES.smsPhone,
      ENROLLMENT_MESSAGES.timeZone,
    ]);
    expect(bad.json().message).toBe(ENROLLMENT_MESSAGES.firstName);

    expect((await s.app.inject({ method: 'PUT', url: `/enrollment/${token}/info`, payload: INFO })).statusCode).toBe(204);
    const v = await view(token);
    expect(v.step).toBe('confirmation');
    expect(v.info).toEqual({ ...INFO, smsPhoneNumber: '5552010199', pin: '' });
    // The pin is kept only as a digest.
    const { rows } = await s.db.query<{ pin_digest: string; info: unknown }>('select pin_digest, info from enrollment_invitations where id = $1', [enrollmentId]);
    expect(rows[0].pin_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0].info)).not.toContain('4821');
  });

  test('submitting: both validators; then waiting for approval, the link closes, the care team hears of it live', async () => {
    const { token, patient } = await verified();
    const bad = await post(token, '', { body: { ...SUBMISSION, secondSection: false, eula: false, patientSignature: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([ENROLLMENT_MESSAGES.secondSection, ENROLLMENT_MESSAGES.eula, ENROLLMENT_MESSAGES.patientSignature]);

    const heard: LiveMessage[] = [];
    const client: LiveClient = { professionalId: 'test', send: (text) => heard.push(JSON.parse(text) as LiveMessage) };
    s.app.live.hub.subscribe(client, `organization:${ORGS.riverside}`);
    try {
      expect((await post(token, '', { body: SUBMISSION })).statusCode).toBe(204);
      const { rows } = await s.db.query<{ enrollment_status: string }>('select enrollment_status from patients where id = $1', [patient.id]);
      expect(rows[0].enrollment_status).toBe('waiting_for_approval');
      expect((await get(token)).json()).toEqual({ status: '404' });
      await until(() => heard.length, (n) => n > 0, 3_000, 'the organisation to hear of the submission');
      expect(heard[0]).toMatchObject({ type: 'organization', data: { kind: 'enrollment', patientId: patient.id, status: 'waiting_for_approval' } });
    } finally {
      s.app.live.hub.remove(client);
    }
    // A second submission finds no open link.
    expect((await post(token, '', { body: SUBMISSION })).statusCode).toBe(404);
  });

  test('a blank pin at submission keeps the one the information step saved; without a saved one it is refused', async () => {
    const first = await verified();
    const blank = await post(first.token, '', { body: { ...SUBMISSION, pin: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messages).toEqual([ENROLLMENT_MESSAGES.pin]);

    const { token, enrollmentId } = await verified();
    expect((await s.app.inject({ method: 'PUT', url: `/enrollment/${token}/info`, payload: INFO })).statusCode).toBe(204);
    const saved = await s.db.query<{ pin_digest: string }>('select pin_digest from enrollment_invitations where id = $1', [enrollmentId]);
    expect((await post(token, '', { body: { ...SUBMISSION, pin: '' } })).statusCode).toBe(204);
    const after = await s.db.query<{ pin_digest: string }>('select pin_digest from enrollment_invitations where id = $1', [enrollmentId]);
    expect(after.rows[0].pin_digest).toBe(saved.rows[0].pin_digest);
  });

  test('need help: waiting for a phone call, after which codes, the form and submissions are refused', async () => {
    const { token, patient } = await verified();
    expect((await post(token, 'requestCall', { query: { phone: 'call me maybe' } })).statusCode).toBe(400);
    expect((await post(token, 'requestCall', { query: { phone: '(555) 201-0142' } })).statusCode).toBe(204);
    expect((await view(token)).status).toBe('waiting_for_phone_call');
    for (const res of [
      await post(token, 'sendCode'),
      await post(token, 'verifyCode', { query: { code: '1234' } }),
      await post(token, 'verifyDob', { body: { dob: '05/31/1980' } }),
      await s.app.inject({ method: 'PUT', url: `/enrollment/${token}/info`, payload: INFO }),
      await post(token, '', { body: SUBMISSION }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ENROLLMENT_API_MESSAGES.callRequested });
    }
    const { rows } = await s.db.query<{ enrollment_status: string }>('select enrollment_status from patients where id = $1', [patient.id]);
    expect(rows[0].enrollment_status).toBe('waiting_for_phone_call');
  });
});

describe('the care team', () => {
  let chen: string;
  beforeAll(async () => {
    chen = (await login(s.app, 'dr.chen')).access_token;
  });

  async function submitted(): Promise<FixturePatient> {
    const { token, patient } = await verified();
    expect((await post(token, '', { body: SUBMISSION })).statusCode).toBe(204);
    return patient;
  }

  test('pending lists submissions of the organisation; approve shows as Enrolled; a second decision is refused', async () => {
    const patient = await submitted();
    const list = await s.app.inject({ method: 'GET', url: '/enrollment/pending', headers: bearer(chen) });
    expect(list.statusCode).toBe(200);
    const item = list.json().results.find((r: { patientId: string }) => r.patientId === patient.id);
    expect(item).toMatchObject({ status: 'waiting_for_approval', statusLabel: 'Waiting for approval', info: { firstName: 'Rosa', pin: '' } });

    const approve = await s.app.inject({ method: 'POST', url: `/enrollment/${patient.id}/approve`, headers: bearer(chen) });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ patientId: patient.id, status: 'approved', label: 'Enrolled' });
    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${patient.id}/deny`, headers: bearer(chen) })).statusCode).toBe(409);
    // The approved form's contact details are now the patient's.
    const { rows } = await s.db.query<{ sms_phone: string; time_zone: string; title: string; first_name: string }>(
      'select sms_phone, time_zone, title, first_name from patients where id = $1',
      [patient.id],
    );
    expect(rows[0]).toEqual({ sms_phone: '5552010199', time_zone: 'America/Chicago', title: 'Ms.', first_name: 'Rosa' });

    const record = await s.app.inject({ method: 'GET', url: `/enrollment-info/${patient.id}`, headers: bearer(chen) });
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ status: 'approved', statusLabel: 'Enrolled', dobVerified: true, phoneVerified: true, decidedBy: 'Dr. Mei Chen' });
    expect(record.json().consent).toMatchObject({ eula: true, patientSignature: 'Rosa Fixture' });
    expect(record.json().consent).not.toHaveProperty('ip');
    expect(await countRows(s.db, 'audit_log', "event = 'enrollment_record_read'")).toBeGreaterThan(0);
  });

  test("the demo's patients waiting for approval come with their submitted form", async () => {
    const { rows } = await s.db.query<{ n: number }>(
      "select count(*)::int as n from patients where org_id = $1 and enrollment_status = 'waiting_for_approval' and sms_phone is not null and mrn not like 'FX-%'",
      [ORGS.riverside],
    );
    expect(Number(rows[0].n)).toBeGreaterThan(0);
    const list = (await s.app.inject({ method: 'GET', url: '/enrollment/pending?take=100', headers: bearer(chen) })).json().results as { info: unknown; enrollmentId: string | null }[];
    const seeded = list.filter((r) => r.enrollmentId && r.info);
    expect(seeded.length).toBeGreaterThanOrEqual(Number(rows[0].n));
    expect(seeded[0].info).toMatchObject({ pin: '', firstName: expect.any(String) });
  });

  const lastText = async (phone: string) =>
    (await s.db.query<{ body: string }>(`select body from sms_texts where phone = $1 and direction = 'to_phone' order by id desc limit 1`, [phone])).rows[0]?.body;
  const pendingPage = (query: string) => s.app.inject({ method: 'GET', url: `/enrollment/pending${query}`, headers: bearer(chen) });

  test('pending: newest first, a page at a time with the count, searched on the server, both dates of birth; bad queries are 400', async () => {
    const older = await submitted();
    const newer = await submitted();
    const first = (await pendingPage('?take=2')).json();
    expect(first.results.map((r: { patientId: string }) => r.patientId)).toEqual([newer.id, older.id]);
    expect(first.totalRecords).toBeGreaterThanOrEqual(2);
    expect(first.results[0]).toMatchObject({ enteredDob: '1980-05-31', dobOnFile: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const all = (await pendingPage('?take=100')).json();
    expect(all.results.length).toBe(Math.min(all.totalRecords, 100));
    const { rows } = await s.db.query<{ mrn: string }>('select mrn from patients where id = $1', [older.id]);
    const byMrn = (await pendingPage(`?search=${encodeURIComponent(rows[0].mrn)}`)).json();
    expect(byMrn.results.map((r: { patientId: string }) => r.patientId)).toEqual([older.id]);
    expect(byMrn.totalRecords).toBe(1);
    for (const bad of ['?take=1000', '?skip=-1', '?sort=name', `?search=${'x'.repeat(101)}`]) expect((await pendingPage(bad)).statusCode).toBe(400);
  });

  test('approval and denial are texted to the patient (the denial says how to get a new link); not to one who turned texts off', async () => {
    const approved = await submitted();
    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${approved.id}/approve`, headers: bearer(chen) })).statusCode).toBe(200);
    // The number the form gave is the one texted.
    expect(await lastText('5552010199')).toBe(textsFor(null)('enrollmentApproved', { orgName: 'Riverside Family Practice' }));

    await s.db.query(`insert into practice_settings (org_id, support_phone) values ($1, '+15552010100')
                      on conflict (org_id) do update set support_phone = excluded.support_phone`, [ORGS.riverside]);
    const denied = await submitted();
    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${denied.id}/deny`, headers: bearer(chen) })).statusCode).toBe(200);
    expect(await lastText(denied.phone!)).toBe(textsFor(null)('enrollmentDeniedCall', { orgName: 'Riverside Family Practice', supportPhone: '(555) 201-0100' }));
    expect(await lastText(denied.phone!)).toMatch(/new enrollment link/);

    const quiet = await submitted();
    await s.db.query('update patients set sms_enabled = false where id = $1', [quiet.id]);
    const before = await countRows(s.db, 'sms_texts', 'phone = $1', [quiet.phone!]);
    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${quiet.id}/deny`, headers: bearer(chen) })).statusCode).toBe(200);
    expect(await countRows(s.db, 'sms_texts', 'phone = $1', [quiet.phone!])).toBe(before);
  });

  test("the roster's invitation texts a link this flow opens, and a second invitation replaces it", async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside });
    const invite = () => s.app.inject({ method: 'POST', url: '/enrollment/invite', headers: bearer(chen), payload: { patientId: patient.id } });
    const tokenTexted = async () => {
      const { rows } = await s.db.query<{ body: string }>(`select body from sms_texts where phone = $1 order by id desc limit 1`, [patient.phone]);
      return /\/enrollment\?token=([A-Za-z0-9_-]{43})/.exec(rows[0].body)![1];
    };
    expect((await invite()).statusCode).toBe(200);
    const first = await tokenTexted();
    expect((await view(first)).status).toBe('sent');
    expect((await invite()).statusCode).toBe(200);
    const second = await tokenTexted();
    expect((await get(first)).statusCode).toBe(404);
    expect((await view(second)).status).toBe('sent');
  });

  test('deny: the link stays closed and a new invitation opens the flow again', async () => {
    const patient = await submitted();
    const deny = await s.app.inject({ method: 'POST', url: `/enrollment/${patient.id}/deny`, headers: bearer(chen) });
    expect(deny.json()).toMatchObject({ status: 'denied', label: 'Denied' });
    const again = await insertInvitation(s.db, patient);
    expect((await view(again.token)).status).toBe('sent');
  });

  test('status transitions are validated; every SPEC status can be reached', async () => {
    const patient = await submitted();
    const set = (status: string) =>
      s.app.inject({ method: 'POST', url: `/enrollment/${patient.id}/status`, headers: bearer(chen), payload: { status } });
    expect((await set('opted_out')).statusCode).toBe(409);
    expect((await set('approved')).statusCode).toBe(200);
    expect((await set('inactivated')).json()).toMatchObject({ status: 'inactivated', label: 'Inactivated' });
    expect((await set('approved')).statusCode).toBe(200);
    expect((await set('unenrolled')).statusCode).toBe(200);
    expect((await set('not_enrolled')).statusCode).toBe(200);
    expect((await set('initiated')).json()).toMatchObject({ status: 'initiated', label: 'Initiated' });
    const bogus = await set('enrolled');
    expect(bogus.statusCode).toBe(400);

    const other = await fresh();
    const help = await post(other.token, 'requestCall');
    expect(help.statusCode).toBe(204);
    const cancel = await s.app.inject({ method: 'POST', url: `/enrollment/${other.patient.id}/status`, headers: bearer(chen), payload: { status: 'cancelled' } });
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    expect((await get(other.token)).statusCode).toBe(404);

    const declined = await fresh();
    const dec = await s.app.inject({ method: 'POST', url: `/enrollment/${declined.patient.id}/status`, headers: bearer(chen), payload: { status: 'patient_declined' } });
    expect(dec.json()).toMatchObject({ status: 'patient_declined', label: 'Patient declined' });
  });

  test('another organisation\'s patient is not found; without MODIFY_ENROLLMENT or VIEW_PATIENT: 403', async () => {
    const lakeside = await insertPatient(s.db, { orgId: ORGS.lakeside, status: 'waiting_for_approval' });
    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${lakeside.id}/approve`, headers: bearer(chen) })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `/enrollment-info/${lakeside.id}`, headers: bearer(chen) })).statusCode).toBe(404);
    const lee = (await login(s.app, 'partner.lee')).access_token;
    expect((await s.app.inject({ method: 'GET', url: '/enrollment/pending', headers: bearer(lee) })).statusCode).toBe(403);
    expect((await s.app.inject({ method: 'GET', url: `/enrollment-info/${lakeside.id}`, headers: bearer(lee) })).statusCode).toBe(403);
    expect((await s.app.inject({ method: 'GET', url: '/enrollment/pending' })).statusCode).toBe(401);
  });
});
