/**
 * The demo command "run the next outreach window now" against a running API (the simulators on):
 *   pnpm --filter @hearth/api run outreach:next-window [username]
 * Signs in as the demo user (dr.chen by default), asks the API to run, for each of that user's
 * organisation's programs, its next outreach window that has not run yet, and prints what it
 * queued. The invitations then arrive on the SMS simulator's phones within a second.
 */
import { programCalls, outreachDemoCalls } from '@hearth/shared-kernel/api';
import { DEMO_PASSWORD } from './demo-accounts';

async function main() {
  const api = process.env.HEARTH_API_URL ?? `http://127.0.0.1:${process.env.HEARTH_API_PORT ?? process.env.PORT ?? 8787}`;
  const username = process.argv[2] ?? 'dr.chen';
  const login = await fetch(`${api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  if (!login.ok) throw new Error(`Sign-in as ${username} answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const run = await fetch(`${api}${outreachDemoCalls.runNextWindow.path}`, { method: 'POST', headers });
  if (run.status === 404) throw new Error('The API does not serve the demo call: start it with HEARTH_SIMULATORS=1 (pnpm start does)');
  if (!run.ok) throw new Error(`The API answered ${run.status}: ${await run.text()}`);
  const { windows } = (await run.json()) as { windows: { programId: string; windowStart: string }[] };
  const programs = await fetch(`${api}${programCalls.list.path}`, { headers });
  const names = new Map(((await programs.json()) as { id: string; name: string }[]).map((p) => [p.id, p.name]));
  if (!windows.length) console.log('No program has anyone In queue or waiting for another invitation.');
  for (const w of windows) console.log(`${names.get(w.programId) ?? w.programId}: the window of ${w.windowStart} runs now`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
