import { catalogueProblems } from '../format';
import { TEXTS_EN, TEXTS_ES, textsFor } from './index';

test('the Spanish texts have every English key, and the same arguments', () => {
  expect(catalogueProblems(TEXTS_EN, TEXTS_ES)).toEqual([]);
});

test('English unless Spanish is on record; counts in plural forms', () => {
  expect(textsFor(null)('enrollmentCode', { orgName: 'Clinic', code: '1234', minutes: 10 })).toBe(
    'Clinic: your enrollment code is 1234. It expires in 10 minutes. Do not share it with anyone.',
  );
  expect(textsFor('es')('enrollmentCode', { orgName: 'Clínica', code: '1234', minutes: 1 })).toBe(
    'Clínica: su código de inscripción es 1234. Vence en 1 minuto. No lo comparta con nadie.',
  );
  expect(textsFor('en')('secureLink', { orgName: 'Clinic', link: 'https://x', hours: 1 })).toContain('works for 1 hour;');
});
