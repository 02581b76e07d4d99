/**
 * An admission of a patient Hearth does not know, end to end: sent over MLLP (framed by hand, an
 * independent client), it appears unmatched on /professional/events; "Add to roster" opens the
 * add-patient form filled with what the hospital's PID segment said; saved, the event names its
 * new patient and a roster search finds them.
 */
import { randomUUID } from 'node:crypto';
import { adtText } from '../../api/src/channels/mllp/hl7-builder';
import { expect, login, test } from './fixtures';
import { sendMllp } from './mllp';

/** Letters only (a name the roster's rules take), different on every run. */
const letters = (n: number) => [...randomUUID().replace(/-/g, '').slice(0, n)].map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join('');

test('an admission of a patient not on the roster is added from the events page, prefilled, and the event matched to them', async ({ page }) => {
  const run = letters(6);
  const lastName = `Quenby${run}`;
  const firstName = 'Odile';
  const mrn = `E2E-ADT-${run.toUpperCase()}`;
  // A number no other patient has: a shared one would be answered as a likely duplicate.
  const local = `7${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const phone = `(312) ${local.slice(0, 3)}-${local.slice(3)}`;
  const reason = `Hip fracture ${run}`;

  await login(page, 'dr.chen', '/professional/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByText(/events? needs? action/)).toBeVisible();

  const controlId = `E2E-${randomUUID()}`;
  const ack = await sendMllp(
    adtText({
      controlId, facility: 'RIVERSIDE_HOSP', trigger: 'A01', patientClass: 'I', mrn, lastName, firstName, dateOfBirth: '1958-07-09', gender: 'F',
      address: { street: '12 Elm St', city: 'Springfield', state: 'IL', zip: '62701' },
      phone: { areaCode: '312', localNumber: local, mobile: true },
      at: new Date(), location: '3E/310/A', attending: 'Okafor, Ada', reason,
    }),
  );
  expect(ack).toMatch(new RegExp(`\\rMSA\\|AA\\|${controlId}\\|`));

  // Live: the admission appears, unmatched.
  const row = page.locator('tr', { hasText: reason });
  await expect(row).toBeVisible();
  await expect(row.getByText('Unmatched')).toBeVisible();

  // From the keyboard: the button takes focus and Enter opens the form.
  const addToRoster = row.getByRole('button', { name: 'Add to roster' });
  await addToRoster.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a patient' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Filled in from what Riverside General Hospital sent.', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Medical record number (MRN)')).toHaveValue(mrn);
  await expect(dialog.getByLabel('First name')).toHaveValue(firstName);
  await expect(dialog.getByLabel('Last name')).toHaveValue(lastName);
  await expect(dialog.getByLabel('Date of birth')).toHaveValue('1958-07-09');
  await expect(dialog.getByLabel('Mobile for texts')).toHaveValue(phone);
  await expect(dialog.getByLabel('Phone for calls')).toHaveValue(phone);
  await expect(dialog.getByLabel('Address')).toHaveValue('12 Elm St, Springfield, IL 62701');
  await expect(dialog.getByText('Female')).toBeVisible();

  await dialog.getByRole('button', { name: 'Add patient' }).click();
  await expect(page.getByText(`${firstName} ${lastName} is on the roster.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The event now names its patient: a link to them, no longer unmatched, nothing left to add.
  await expect(row.getByRole('link', { name: `${firstName} ${lastName}` })).toBeVisible();
  await expect(row.getByText('Unmatched')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Add to roster' })).toHaveCount(0);

  await page.goto('/professional/roster');
  await page.getByLabel('Search patients').fill(lastName);
  await expect(page.getByRole('row', { name: new RegExp(`${lastName}, ${firstName}`) })).toHaveCount(1);
});
