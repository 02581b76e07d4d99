/**
 * Hospital events end to end: an ADT admission sent over MLLP (the hospital's transport, framed
 * by hand here: an independent client) is acknowledged AA and appears on /professional/events
 * without a reload, through the live socket; acknowledging it takes it off the list.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { adtText } from '../../api/src/events/hl7-builder';
import { mllpPort, stack } from '../stack';
import { DEMO_PASSWORD, expect, login, test } from './fixtures';

const VT = '\x0b';
const FS_CR = '\x1c\r';

/** Sends one MLLP frame and answers the ACK's text. */
function sendMllp(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: mllpPort });
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no ACK within 10 s'));
    }, 10_000);
    socket.on('connect', () => socket.write(`${VT}${text}${FS_CR}`));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.endsWith(FS_CR)) {
        clearTimeout(timer);
        socket.end();
        resolve(answer.slice(1, -2));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

test('an admission sent over MLLP appears live on /professional/events and can be acknowledged', async ({ page, request }) => {
  // dr.chen's patient RFP100000 (the demo puts them on that care team), by name as the page shows it.
  const tokens = await (await request.post(`${stack.apiUrl}/auth/login`, { data: { username: 'dr.chen', password: DEMO_PASSWORD } })).json();
  const roster = await (
    await request.get(`${stack.apiUrl}/roster?search=RFP100000`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
  ).json();
  const patient = roster.results.find((p: { mrn: string }) => p.mrn === 'RFP100000');
  expect(patient).toBeTruthy();

  await login(page, 'dr.chen', '/professional/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByText(/events? needs? action/)).toBeVisible();
  // Set in the page: still there afterwards means the list changed without a reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const reason = `Syncope ${randomUUID().slice(0, 8)}`;
  const controlId = `E2E-${randomUUID()}`;
  const ack = await sendMllp(
    adtText({
      controlId, facility: 'RIVERSIDE_HOSP', trigger: 'A01', patientClass: 'I', mrn: 'RFP100000', lastName: patient.lastName,
      firstName: patient.firstName, dateOfBirth: null, at: new Date(), location: '4W/410/A', attending: 'Okafor, Ada', reason,
    }),
  );
  expect(ack).toMatch(new RegExp(`\\rMSA\\|AA\\|${controlId}\\|`));

  const row = page.locator('tr', { hasText: reason });
  await expect(row).toBeVisible();
  await expect(row.getByText('Inpatient admission')).toBeVisible();
  await expect(row.getByRole('link', { name: `${patient.firstName} ${patient.lastName}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.locator('tr', { hasText: reason })).toHaveCount(0);
});
