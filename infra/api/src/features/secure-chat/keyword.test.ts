/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, textFromPhone, until, useTestApp } from '../../testing/harness';
import { randomUUID } from 'node:crypto';
import { insertPatient } from '../patient-app/fixtures';
import { smsKeyword, smsKeywordOf } from '../../channels/sms/keywords';

const s = useTestApp();

const textsTo = (phone: string) =>
  s.db.query<{ body: string }>(`select body from sms_texts where phone = $1 and direction = 'to_phone' order by id`, [phone]).then((r) => r.rows.map((x) => x.body));
const linkIn = (body: string) => /\/patient\?link=([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? null;

test.each([
  ['Secure', true],
  ['  secure ', true],
  ['SECURE!', true],
  ['secure.', true],
  ['Secure link please', false],
  ['insecure', false],
  ['Stop', false],
])('%j is the Secure keyword: %s', (body, expected) => {
  expect(smsKeyword(body) === 'secure_link').toBe(expected);
});

// Each keyword's words, by the language they are in.
const KEYWORD_WORDS = {
  opt_out: { en: ['Stop'], es: ['ALTO', '¡Alto!', 'parar', 'Cancelar.'] },
  opt_in: { en: ['START'], es: ['Comenzar'] },
  secure_link: { es: ['SEGURO'], en: ['Secure'] },
};
const keywordCases = Object.entries(KEYWORD_WORDS).flatMap(([keyword, byLanguage]) =>
  Object.entries(byLanguage).flatMap(([language, bodies]) => bodies.map((body) => [body, keyword, language] as const)),
);

test.each(keywordCases)('%j is %s in %s', (body, keyword, language) => {
  expect(smsKeywordOf(body)).toEqual({ keyword, language });
});

test.each(['para', 'no', 'alto ahí', 'sí', 'baja'])('%j is a message, not a keyword', (body) => {
  expect(smsKeywordOf(body)).toBeNull();
});

describe("the patient texts 'Secure'", () => {
  test('texts back a working secure link', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    const res = await textFromPhone(s.app, patient.phone!, 'secure');
    expect(res.statusCode).toBe(202);
    const texts = await textsTo(patient.phone!);
    const link = linkIn(texts[texts.length - 1]);
    expect(link).not.toBeNull();
    expect((await s.app.inject({ method: 'POST', url: '/secure/login', payload: { link, dob: '05/31/1980' } })).statusCode).toBe(200);
  });

  test('is a keyword, not a message: no conversation opened, nothing needing a response; the text is kept', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    const res = await textFromPhone(s.app, patient.phone!, 'Secure');
    expect(res.json()).toEqual({ outcome: 'secure_link_requested' });
    expect(await countRows(s.db, 'messages', 'patient_id = $1', [patient.id])).toBe(0);
    expect(await countRows(s.db, 'conversations', 'patient_id = $1', [patient.id])).toBe(0);
    expect(await countRows(s.db, 'patients', 'id = $1 and needs_response', [patient.id])).toBe(0);
    expect(await countRows(s.db, 'sms_texts', "patient_id = $1 and direction = 'from_phone' and body = 'Secure'", [patient.id])).toBe(1);
  });

  test('any other text sends no link; a flood of Secure texts gets at most 5 links an hour', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    await textFromPhone(s.app, patient.phone!, 'Is my appointment secure?');
    expect((await textsTo(patient.phone!)).filter((b) => linkIn(b))).toHaveLength(0);
    for (let i = 0; i < 8; i += 1) await textFromPhone(s.app, patient.phone!, 'SECURE');
    expect((await textsTo(patient.phone!)).filter((b) => linkIn(b))).toHaveLength(5);
  });

  test('a patient who opted out gets no link', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'opted_out' });
    await textFromPhone(s.app, patient.phone!, 'Secure');
    expect((await textsTo(patient.phone!)).filter((b) => linkIn(b))).toHaveLength(0);
    expect(await countRows(s.db, 'secure_links', 'patient_id = $1', [patient.id])).toBe(0);
  });
});

describe('a professional writes by secure chat', () => {
  test('the patient is texted a secure link, not again within 30 minutes; a text message sends none', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    const { access_token } = await login(s.app, 'dr.chen');
    const send = (channel: 'chat' | 'sms', conversationId?: string) =>
      s.app.inject({
        method: 'POST',
        url: '/messages',
        headers: bearer(access_token),
        payload: { clientId: randomUUID(), patientId: patient.id, conversationId, body: 'Your results are ready.', channel, urgency: 'normal' },
      });
    const links = async () => (await textsTo(patient.phone!)).filter((b) => linkIn(b));
    const first = await send('chat');
    expect(first.statusCode).toBe(201);
    // The link goes out just after the answer.
    await until(links, (sent) => sent.length > 0, 3_000, 'the text with the secure-chat link');
    expect(await links()).toHaveLength(1);
    expect((await send('chat', first.json().conversationId)).statusCode).toBe(201);
    await send('sms', first.json().conversationId);
    await new Promise((r) => setTimeout(r, 300));
    expect(await links()).toHaveLength(1);
    // The patient opens it and reads the same conversation.
    const token = (await s.app.inject({ method: 'POST', url: '/secure/login', payload: { link: linkIn((await links())[0]), dob: '05/31/1980' } })).json().token;
    const mine = await s.app.inject({ method: 'GET', url: '/patient/messages', headers: bearer(token) });
    expect(mine.json().results.map((m: { body: string; channel: string }) => m.channel)).toEqual(['sms', 'chat', 'chat']);
  });
});
