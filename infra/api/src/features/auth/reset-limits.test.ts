/** @jest-environment ./src/testing/native-environment.cjs */
import { countRows, slowQueries, useTestApp } from '../../testing/harness';
import { newLinkToken } from '../patient-app/secrets';
import { AUTH_MESSAGES } from '@hearth/shared-kernel/rules';
import { FORGOT_LIMIT, RESET_LIMIT } from './reset-limits';

// Parallel requests interleave between statements, as on a busy server.
const s = useTestApp({ prepare: (t) => ({ db: slowQueries(t.db) }) });

const forgot = (username: string, remoteAddress: string) => s.app.inject({ method: 'POST', url: '/auth/forgot', payload: { username }, remoteAddress });
const reset = (token: string, remoteAddress: string) =>
  s.app.inject({ method: 'POST', url: '/auth/reset', payload: { token, password: 'a-brand-new-password' }, remoteAddress });
const wrongTokens = (n: number, remoteAddress: string) => Promise.all(Array.from({ length: n }, () => reset(newLinkToken(), remoteAddress)));

/** The token e-mailed by the last reset-link request. */
async function mailedToken(): Promise<string> {
  const { rows } = await s.db.query<{ body_text: string }>('select body_text from outbox_emails order by id desc limit 1');
  return /token=([A-Za-z0-9_-]+)/.exec(rows[0].body_text)![1];
}

function expectLimited(answers: { statusCode: number; headers: Record<string, unknown>; json(): unknown }[], windowSeconds: number) {
  for (const a of answers) {
    expect(a.statusCode).toBe(429);
    expect(a.json()).toEqual({ message: AUTH_MESSAGES.tooManyRequests });
    expect(Number(a.headers['retry-after'])).toBeGreaterThan(windowSeconds - 30);
    expect(Number(a.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
  }
}

describe('reset-link requests per address', () => {
  test(`${FORGOT_LIMIT.max * 3} parallel requests from one address: exactly ${FORGOT_LIMIT.max} are served, the rest 429 with Retry-After`, async () => {
    const before = await countRows(s.db, 'outbox_emails');
    const answers = await Promise.all(Array.from({ length: FORGOT_LIMIT.max * 3 }, () => forgot('admin.ortiz', '10.20.0.1')));
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(FORGOT_LIMIT.max);
    expectLimited(answers.filter((a) => a.statusCode !== 202), FORGOT_LIMIT.windowSeconds);
    expect(await countRows(s.db, 'outbox_emails')).toBe(before + FORGOT_LIMIT.max);
    // Another address is not held back.
    expect((await forgot('admin.ortiz', '10.20.0.2')).statusCode).toBe(202);
  });
});

describe('wrong reset tokens per address', () => {
  test(`${RESET_LIMIT.max * 2} parallel wrong tokens from one address: exactly ${RESET_LIMIT.max} are tried, the rest 429; then even a right one waits`, async () => {
    const answers = await wrongTokens(RESET_LIMIT.max * 2, '10.21.0.1');
    const tried = answers.filter((a) => a.statusCode === 400);
    expect(tried).toHaveLength(RESET_LIMIT.max);
    for (const a of tried) expect(a.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid });
    expectLimited(answers.filter((a) => a.statusCode !== 400), RESET_LIMIT.windowSeconds);

    await forgot('nurse.kim', '10.21.0.9');
    const token = await mailedToken();
    expect((await reset(token, '10.21.0.1')).statusCode).toBe(429);
    expect((await reset(token, '10.21.0.2')).statusCode).toBe(204);
  });

  test('a right token gives its slot back: only wrong ones count', async () => {
    await forgot('dr.chen', '10.22.0.9');
    const token = await mailedToken();
    expect((await wrongTokens(RESET_LIMIT.max - 1, '10.22.0.1')).map((a) => a.statusCode)).toEqual(Array(RESET_LIMIT.max - 1).fill(400));
    expect((await reset(token, '10.22.0.1')).statusCode).toBe(204);
    expect((await reset(newLinkToken(), '10.22.0.1')).statusCode).toBe(400);
    expect((await reset(newLinkToken(), '10.22.0.1')).statusCode).toBe(429);
  });
});
