/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, login, ORGS, useTestApp } from '../../testing/harness';
import { DEMO_ACCOUNTS, demoAccount } from '../../demo/demo-accounts';
import { EDUCATION_ARTICLES } from '../../demo/education-articles';
import { sanitizeArticleHtml } from './sanitize';
import { insertPatient } from '../patient-app/fixtures';
import { hashToken } from '../patient-app/secrets';
import { ARTICLE_LINK_TTL_SECONDS, createArticleSend } from './sends';

const EVIL_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const EVIL_HTML = `<h2 onclick="steal()" style="position:fixed">Title</h2><script>alert(document.cookie)</script>
<p>Read <a href="javascript:alert(1)">this</a> and <a href="https://example.org/x" target="_self">that</a>.</p>
<img src="x" onerror="alert(1)"><img src="https://cdn.example.org/a.png" alt="A"><iframe src="https://evil.example"></iframe>
<form action="https://evil.example"><input name="dob"></form><style>body{display:none}</style><p>Safe &amp; sound</p>`;

const s = useTestApp({
  prepare: async (t) => {
    await t.db.query('insert into articles (id, title, summary, body_html, tags) values ($1, $2, $3, $4, $5)', [
      EVIL_ID,
      'Zz unsafe article',
      'Stored with unsafe markup on purpose',
      EVIL_HTML,
      ['test'],
    ]);
  },
});

describe('sanitizeArticleHtml', () => {
  const out = sanitizeArticleHtml(EVIL_HTML);
  test.each([
    ['script elements and their text', /<script|alert\(document/],
    ['event handlers', /onclick|onerror/],
    ['inline styles and style elements', /style=|<style|display:none/],
    ['javascript: links', /javascript:/],
    ['frames and forms', /<iframe|<form|<input/],
    ['images that are not https', /<img src="x"/],
  ])('removes %s', (_name, pattern) => {
    expect(out).not.toMatch(pattern);
  });
  test('keeps the allowed structure, https images and links, which open apart without a referrer', () => {
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<img alt="A" src="https://cdn.example.org/a.png" />');
    expect(out).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">that</a>');
    expect(out).toContain('<p>Safe &amp; sound</p>');
  });
  test('the seeded articles pass through unchanged in substance', () => {
    for (const a of EDUCATION_ARTICLES) {
      const clean = sanitizeArticleHtml(a.html);
      expect(clean).toContain(a.title);
      expect(clean.length).toBeGreaterThan(a.html.length * 0.9);
    }
  });
});

describe('GET /education/:id', () => {
  test('answers a seeded article, public', async () => {
    const a = EDUCATION_ARTICLES[0];
    const res = await s.app.inject({ method: 'GET', url: `/education/${a.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, title: a.title, summary: a.summary });
    expect(res.json().html).toContain('<h2>Understanding High Blood Pressure</h2>');
  });
  test('answers stored unsafe HTML cleaned', async () => {
    const res = await s.app.inject({ method: 'GET', url: `/education/${EVIL_ID}` });
    expect(res.statusCode).toBe(200);
    const { html } = res.json();
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|<form|style/);
    expect(html).toContain('Safe &amp; sound');
  });
  test('unknown and malformed ids: 404', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/education/6f0d9a52-3c1e-4b8e-9a61-0d6a3b1fffff' })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: "/education/1'or'1'='1" })).statusCode).toBe(404);
  });
});

describe('GET /article/:toId/:fromId', () => {
  const chen = demoAccount('dr.chen');

  test('the sent link opens the article; a guessed or altered link does not', async () => {
    const patientId = (await insertPatient(s.db, { orgId: ORGS.riverside })).id;
    const send = await createArticleSend(s.db, {
      articleId: EVIL_ID,
      patientId,
      orgId: ORGS.riverside,
      professionalId: chen.id,
    });
    expect(send.toId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    expect(await countRows(s.db, 'article_sends', 'link_hash = $1', [send.toId])).toBe(0);

    const ok = await s.app.inject({ method: 'GET', url: send.path });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().title).toBe('Zz unsafe article');
    expect(ok.json().html).not.toMatch(/script|onerror/);
    expect(JSON.stringify(ok.json())).not.toContain(patientId);

    const other = demoAccount('nurse.kim');
    const altered = send.toId.slice(0, -1) + (send.toId.endsWith('A') ? 'B' : 'A');
    for (const url of [`/article/${send.toId}/${other.id}`, `/article/${altered}/${chen.id}`, `/article/${EVIL_ID}/${chen.id}`, `/article/x/y`]) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Article not found' });
    }
  });

  test('a link opens for 30 days, then answers as an unknown one', async () => {
    const patientId = (await insertPatient(s.db, { orgId: ORGS.riverside })).id;
    const send = await createArticleSend(s.db, { articleId: EVIL_ID, patientId, orgId: ORGS.riverside, professionalId: chen.id });
    const sentAgo = (seconds: number) =>
      s.db.query('update article_sends set created_at = now() - make_interval(secs => $2) where link_hash = $1', [hashToken(send.toId), seconds]);
    await sentAgo(ARTICLE_LINK_TTL_SECONDS - 60);
    expect((await s.app.inject({ method: 'GET', url: send.path })).statusCode).toBe(200);
    await sentAgo(ARTICLE_LINK_TTL_SECONDS + 60);
    const expired = await s.app.inject({ method: 'GET', url: send.path });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: 'Article not found' });
  });
});

describe('GET /articles/previews', () => {
  test('needs a signed-in professional', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/articles/previews' })).statusCode).toBe(401);
  });
  test('search matches every word in the title, summary or tags', async () => {
    const { access_token } = await login(s.app, 'dr.chen');
    const res = await s.app.inject({ method: 'GET', url: '/articles/previews?search=diabetes%20foot', headers: bearer(access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { title: string }) => r.title)).toEqual(['Caring for Your Feet When You Have Diabetes']);
    expect(res.json().results[0]).not.toHaveProperty('html');

    const all = await s.app.inject({ method: 'GET', url: '/articles/previews', headers: bearer(access_token) });
    expect(all.json().results.length).toBe(EDUCATION_ARTICLES.length + 1);
    const none = await s.app.inject({ method: 'GET', url: '/articles/previews?search=%25', headers: bearer(access_token) });
    expect(none.json().results).toEqual([]);
  });
  test('without SEND_MESSAGE or VIEW_PATIENT: 403', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.username === 'admin.ortiz')!;
    const { access_token } = await login(s.app, admin.username);
    const res = await s.app.inject({ method: 'GET', url: '/articles/previews', headers: bearer(access_token) });
    expect(res.statusCode).toBe(403);
  });
});
