/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, useTestApp } from '../../testing/harness';
import { EDUCATION_ARTICLES } from '../../demo/education-articles';
import { insertPatient } from '../patient-app/fixtures';

const s = useTestApp({ logins: ['dr.chen'] });
const chen = s.token('dr.chen');
const ARTICLE = EDUCATION_ARTICLES[1];

const send = (patientId: string, articleId = ARTICLE.id, token = chen.access_token) =>

  s.app.inject({ method: 'POST', url: `/articles/${articleId}/send`, headers: bearer(token), payload: { patientId } });

describe('POST /articles/:id/send', () => {
  test('texts the patient the article link and logs it in the conversation; the link opens the article', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    const res = await send(patient.id);
    expect(res.statusCode).toBe(201);
    const { message } = res.json();
    expect(message).toMatchObject({ patientId: patient.id, direction: 'outbound', channel: 'sms', status: 'sent' });
    expect(message.body).toContain(ARTICLE.title);
    const { rows } = await s.db.query<{ body: string }>(`select body from sms_texts where phone = $1 and direction = 'to_phone'`, [patient.phone]);
    expect(rows).toHaveLength(1);
    const path = /(\/article\/[A-Za-z0-9_-]{43}\/[0-9a-f-]{36})/.exec(rows[0].body)?.[1];
    expect(path).toBeDefined();
    const article = await s.app.inject({ method: 'GET', url: path! });
    expect(article.statusCode).toBe(200);
    expect(article.json().title).toBe(ARTICLE.title);
    expect(await countRows(s.db, 'messages', "patient_id = $1 and body like '%/article/%'", [patient.id])).toBe(1);

    // A second article goes into the same active conversation.
    expect((await send(patient.id, EDUCATION_ARTICLES[2].id)).json().message.conversationId).toBe(message.conversationId);
  });

  test('refused like any text: opted out answers 409 and leaves no link behind', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'opted_out' });
    const res = await send(patient.id);
    expect(res.statusCode).toBe(409);
    expect(await countRows(s.db, 'article_sends', 'patient_id = $1', [patient.id])).toBe(0);
  });

  test("unknown article, another organisation's patient, no SEND_MESSAGE", async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside });
    expect((await send(patient.id, '6f0d9a52-3c1e-4b8e-9a61-0d6a3b1fffff')).statusCode).toBe(404);
    const lakeside = await insertPatient(s.db, { orgId: ORGS.lakeside });
    expect((await send(lakeside.id)).statusCode).toBe(404);
    const lee = (await login(s.app, 'partner.lee')).access_token;
    expect((await send(patient.id, ARTICLE.id, lee)).statusCode).toBe(403);
  });
});
