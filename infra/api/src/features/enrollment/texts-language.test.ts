/** @jest-environment ./src/testing/native-environment.cjs */
/**
 * Every text of a full enrollment, read from the SMS simulator's outbox, is the patient's
 * catalogue's: the invitation, the code, the approval and a keyword's answer.
 */
import { bearer, ORGS, textFromPhone, useTestApp } from '../../testing/harness';
import type { Language } from '@hearth/shared-kernel/i18n';
import { TEXTS_EN, TEXTS_ES, textsFor } from '@hearth/shared-kernel/i18n/texts';
import { insertPatient } from '../patient-app/fixtures';

const s = useTestApp({ logins: ['dr.chen'] });
const chen = s.token('dr.chen');
const ORG_NAME = 'Riverside Family Practice';

const outbox = async (phone: string) =>
  (await s.db.query<{ body: string }>(`select body from sms_texts where phone = $1 and direction = 'to_phone' order by id`, [phone])).rows.map((r) => r.body);
const languageOf = async (patientId: string) =>
  (await s.db.query<{ l: Language | null }>('select preferred_language as l from patients where id = $1', [patientId])).rows[0].l;

describe.each<[Language | null, string]>([
  ['es', 'Spanish'],
  [null, 'English (nothing on record)'],
])('a patient whose language is %s', (language) => {
  test('gets every text of a full enrollment from their catalogue', async () => {
    const text = textsFor(language);
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, language });
    const phone = patient.phone!;
    const headers = bearer(chen.access_token);

    expect((await s.app.inject({ method: 'POST', url: '/enrollment/invite', headers, payload: { patientId: patient.id } })).statusCode).toBe(200);
    const [invitation] = await outbox(phone);
    const link = /(https?:\/\/\S+)/.exec(invitation!)![1]!;
    expect(invitation).toBe(text('invitation', { orgName: ORG_NAME, link }));
    const token = new URL(link).searchParams.get('token')!;

    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${token}/verifyDob`, payload: { dob: '05/31/1980' } })).statusCode).toBe(204);
    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${token}/sendCode` })).statusCode).toBe(204);
    const codeText = (await outbox(phone)).at(-1)!;
    const code = /\b(\d{4})\b/.exec(codeText)![1]!;
    expect(codeText).toBe(text('enrollmentCode', { orgName: ORG_NAME, code, minutes: 10 }));
    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${token}/verifyCode`, query: { code } })).statusCode).toBe(204);
    const submission = {
      title: 'Ms.', firstName: 'Rosa', lastName: 'Idioma', email: 'rosa@example.org', pin: '4821', smsPhoneNumber: phone,
      voicePhoneNumber: '', timeZone: 'America/Chicago', firstSection: true, secondSection: true, thirdSection: true, eula: true, patientSignature: 'Rosa Idioma',
    };
    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${token}`, payload: submission })).statusCode).toBe(204);
    expect((await s.app.inject({ method: 'POST', url: `/enrollment/${patient.id}/approve`, headers })).statusCode).toBe(200);
    expect((await outbox(phone)).at(-1)).toBe(text('enrollmentApproved', { orgName: ORG_NAME }));

    // The stop word of the patient's language, answered in it.
    expect((await textFromPhone(s.app, phone, language === 'es' ? 'Alto' : 'STOP')).statusCode).toBe(202);
    expect((await outbox(phone)).at(-1)).toBe(text('optedOut'));
    const all = await outbox(phone);
    expect(all).toHaveLength(4);
    // Not one English text reached a Spanish reader, nor a Spanish one an English reader.
    const other = language === 'es' ? TEXTS_EN : TEXTS_ES;
    expect(all.filter((body) => body === other.optedOut || body.includes(other.enrollmentApproved.split('{orgName}')[1]!))).toEqual([]);
  });
});

describe('keywords in both languages', () => {
  test('a Spanish keyword from a patient with no language on record: answered in Spanish, and Spanish recorded', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    await textFromPhone(s.app, patient.phone!, '¡ALTO!');
    expect((await outbox(patient.phone!)).at(-1)).toBe(TEXTS_ES.optedOut);
    expect(await languageOf(patient.id)).toBe('es');
    await textFromPhone(s.app, patient.phone!, 'comenzar');
    expect((await outbox(patient.phone!)).at(-1)).toBe(TEXTS_ES.optedIn);
  });

  test('a language on record wins over the word: an English reader who texts ALTO is answered in English', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved', language: 'en' });
    await textFromPhone(s.app, patient.phone!, 'Parar');
    expect((await outbox(patient.phone!)).at(-1)).toBe(TEXTS_EN.optedOut);
    expect(await languageOf(patient.id)).toBe('en');
    // A Spanish reader's STOP is answered in Spanish.
    const spanish = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved', language: 'es' });
    await textFromPhone(s.app, spanish.phone!, 'stop');
    expect((await outbox(spanish.phone!)).at(-1)).toBe(TEXTS_ES.optedOut);
  });

  test('SEGURO texts a secure link in Spanish', async () => {
    const patient = await insertPatient(s.db, { orgId: ORGS.riverside, status: 'approved' });
    expect((await textFromPhone(s.app, patient.phone!, 'Seguro')).statusCode).toBe(202);
    const linkText = (await outbox(patient.phone!)).at(-1)!;
    const link = /(https?:\/\/\S+)/.exec(linkText)![1]!;
    expect(linkText).toBe(textsFor('es')('secureLink', { orgName: ORG_NAME, link, hours: 24 }));
  });
});
