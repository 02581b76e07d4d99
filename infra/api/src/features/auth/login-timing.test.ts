/** @jest-environment ./src/testing/native-environment.cjs */
import { useTestApp } from '../../testing/harness';

// The answer time of a failed sign-in must not tell whether the username exists, is a staff
// record that cannot sign in ('no-login') or is disabled: every path does the same scrypt work.
const s = useTestApp();
beforeAll(async () => {
  await s.db.query("update professionals set disabled = true where username = 'dev.debug'");
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

test('unknown, no-login, disabled and real accounts answer a wrong password in about the same time', async () => {
  const { rows } = await s.db.query<{ username: string }>("select username from professionals where password_hash = 'no-login' limit 1");
  const kinds: Record<string, string> = { unknown: 'ghost.timing', noLogin: rows[0].username, disabled: 'dev.debug', real: 'nurse.kim' };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  // Interleaved, one address per attempt (under every rate limit), so load on the machine hits all kinds alike.
  for (let i = 0; i < 11; i += 1) {
    for (const [k, [kind, username]] of Object.entries(Object.entries(kinds))) {
      const started = performance.now();
      const res = await s.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username, password: `wrong-${i}` },
        remoteAddress: `10.77.${k}.${i}`,
      });
      times[kind].push(performance.now() - started);
      expect(res.statusCode).toBe(401);
    }
  }
  const medians = Object.fromEntries(Object.entries(times).map(([kind, ms]) => [kind, median(ms)]));
  const ratio = Math.min(...Object.values(medians)) / Math.max(...Object.values(medians));
  // Medians in the failure message say which kind stood out.
  expect({ medians, close: ratio >= 0.5 }).toEqual({ medians, close: true });
});
