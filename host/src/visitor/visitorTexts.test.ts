import { catalogueProblems, LANGUAGE_CHOICE_KEY } from '@hearth/shared-kernel/i18n';
import { session } from '@hearth/shared-kernel/session';
import { areaStatusEn, areaStatusEs } from '../app/areaStatusTexts';
import { statusEn, statusEs } from '../pages/status/statusTexts';
import { visitorTexts } from './visitorTexts';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

it('has every English text in Spanish', () => {
  expect(catalogueProblems(areaStatusEn, areaStatusEs)).toEqual([]);
  expect(catalogueProblems(statusEn, statusEs)).toEqual([]);
});

it("speaks a patient's chosen language, and English to signed-in staff", () => {
  localStorage.setItem(LANGUAGE_CHOICE_KEY, 'es');
  expect(visitorTexts(statusEn, statusEs).t('notFound.title')).toBe('Página no encontrada');
  expect(visitorTexts(statusEn, statusEs).lang).toBe('es');
  jest.spyOn(session, 'isLoggedIn').mockReturnValue(true);
  expect(visitorTexts(statusEn, statusEs).t('notFound.title')).toBe('Page not found');
});

it("follows the browser's language when nothing was chosen", () => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
  expect(visitorTexts(areaStatusEn, areaStatusEs).t('tryAgain')).toBe('Intentar de nuevo');
});
