/**
 * Screenshots of the patient's pages for a Spanish reader at 390 px (a Spanish phone): three
 * enrollment steps and the secure chat, into walkthrough/shots/spanish/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Paged, PatientRow } from '@hearth/shared-kernel/domain';
import { careApiAs, textablePatient, textedLink, textFromPhone } from '../tests/care-api';

const dir = join(__dirname, 'shots', 'spanish');
const shot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.screenshot({ path: join(dir, `${name}-390.jpg`), type: 'jpeg', quality: 55, fullPage: true });
};
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test('the patient pages in Spanish at 390 px', async ({ browser, request }) => {
  test.setTimeout(120_000);
  mkdirSync(dir, { recursive: true });
  const api = await careApiAs(request, 'dr.chen');
  const roster = await api.get<Paged<PatientRow>>('roster', { enrollmentStatus: 'not_enrolled', sortKey: 'mrn', sortDirection: 'DESC', take: 50 });
  const invitee = roster.results.find((p) => p.smsPhoneNumber && !p.optedOut && p.dateOfBirth)!;
  await api.post('enrollment/invite', { patientId: invitee.id });
  const link = await textedLink(request, invitee.smsPhoneNumber!, '/enrollment?token=');

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  const p = await context.newPage();
  await p.goto(link);
  await expect(p.getByRole('heading', { level: 1, name: 'Bienvenido a Hearth' })).toBeVisible();
  await shot(p, 'enrollment-features');
  await p.getByRole('button', { name: 'Continuar' }).click();
  await p.getByRole('button', { name: 'Puedo continuar por mi cuenta' }).click();
  await p.getByRole('button', { name: 'Siguiente: confirmar su fecha de nacimiento' }).click();
  await p.getByLabel(/Fecha de nacimiento/).fill('01/01/1901');
  await p.getByRole('button', { name: 'Siguiente: confirmar su teléfono' }).click();
  await expect(p.getByRole('alert')).toBeVisible();
  await shot(p, 'enrollment-verify-dob-error');
  await p.goto(link.replace('/enrollment?', '/enrollment/privacy-policy?'));
  await expect(p.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await shot(p, 'enrollment-privacy-policy');

  // A patient who reads Spanish or has no language on record: an English record would open the chat in English.
  const patient = await textablePatient(api, 8, 'es');
  await textFromPhone(request, patient.smsPhoneNumber!, 'Secure');
  await p.goto(await textedLink(request, patient.smsPhoneNumber!, '/patient?link='));
  await p.getByLabel(/Fecha de nacimiento/).fill(usDate(patient.dateOfBirth!));
  await p.getByRole('button', { name: 'Abrir el chat seguro' }).click();
  await expect(p.getByRole('log', { name: 'Mensajes' })).toBeVisible();
  await p.getByLabel('Mensaje', { exact: true }).fill('Hola, ¿a qué hora es mi cita?');
  await p.getByRole('button', { name: 'Enviar' }).click();
  await expect(p.getByRole('log', { name: 'Mensajes' }).getByText('Hola, ¿a qué hora es mi cita?')).toBeVisible();
  await p.getByText('Menú').click();
  await shot(p, 'secure-chat');
  await context.close();
});
