/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, ORGS, useTestApp } from '../../testing/harness';

const lines: Record<string, unknown>[] = [];
const s = useTestApp({ logins: ['dr.chen'], logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });

test('a request is logged once, when answered: method, redacted URL, status and time', async () => {
  lines.splice(0);
  const answer = await s.app.inject({ method: 'GET', url: '/roster?search=Abernathy&take=5', headers: bearer(s.token('dr.chen').access_token, ORGS.riverside) });
  expect(answer.statusCode).toBe(200);
  const own = lines.filter((line) => line.reqId === lines.find((l) => l.msg === 'request completed')?.reqId);
  expect(own).toEqual([
    expect.objectContaining({
      level: 30,
      msg: 'request completed',
      req: expect.objectContaining({ method: 'GET', url: '/roster?search=[redacted]&take=5' }),
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    }),
  ]);
});
