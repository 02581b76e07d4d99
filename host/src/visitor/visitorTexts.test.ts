import { catalogueProblems, LANGUAGE_CHOICE_KEY } from '@hearth/shared-kernel/i18n';
import { session } from '@hearth/shared-kernel/session';
import { visitorEn, visitorEs, visitorTexts } from './visitorTexts';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

it('has every English text in Spanish', () => {
  expect(catalogueProblems(visitorEn, visitorEs)).toEqual([]);
});

it("speaks a patient's chosen language, and English to signed-in staff", () => {
  localStorage.setItem(LANGUAGE_CHOICE_KEY, 'es');
  expect(visitorTexts().t('notFound.title')).toBe('Página no encontrada');
  expect(visitorTexts().lang).toBe('es');
  jest.spyOn(session, 'isLoggedIn').mockReturnValue(true);
  expect(visitorTexts().t('notFound.title')).toBe('Page not found');
});

it("follows the browser's language when nothing was chosen", () => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
  expect(visitorTexts().t('loading')).toBe('Cargando…');
});
