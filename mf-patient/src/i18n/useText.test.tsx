/** The patient's language: their choice on this device, else the record's, else the browser's; Spanish texts only once loaded. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { SECURE_CHAT_ERRORS } from '@hearth/shared-kernel/domain';
import { LANGUAGE_CHOICE_KEY } from '@hearth/shared-kernel/i18n';
import { chooseLanguage, followRecordLanguage, loadPageTexts, resetLanguage, startLanguage, useText } from './useText';

const browserLanguages = (languages: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeAll(() => loadPageTexts());
beforeEach(() => {
  localStorage.clear();
  resetLanguage();
  document.documentElement.lang = 'en';
});
afterEach(() => jest.restoreAllMocks());

test('English by default: texts with plurals, and kernel texts as they are', () => {
  const { result } = renderHook(() => useText());
  expect(result.current.language).toBe('en');
  expect(result.current.t('tooMany', { minutes: 1 })).toBe('Too many attempts. Please try again in 1 minute.');
  expect(result.current.t('tooMany', { minutes: 5 })).toBe('Too many attempts. Please try again in 5 minutes.');
  expect(result.current.tx(SECURE_CHAT_ERRORS.expired)).toBe(SECURE_CHAT_ERRORS.expired);
});

test("a Spanish browser gets Spanish before the first render, <html lang> included, and the server's English answers in Spanish", async () => {
  browserLanguages(['es-MX', 'en-US']);
  await startLanguage();
  const { result } = renderHook(() => useText());
  expect(result.current.language).toBe('es');
  expect(document.documentElement.lang).toBe('es');
  expect(result.current.t('features.continue')).toBe('Continuar');
  expect(result.current.t('tooMany', { minutes: 2 })).toBe('Demasiados intentos. Intente de nuevo en 2 minutos.');
  expect(result.current.tx('Date of Birth does not match record')).toBe('La fecha de nacimiento no coincide con nuestros registros');
  expect(result.current.tx('Something the catalogue does not know')).toBe('Something the catalogue does not know');
});

test("a link that names the patient's language opens in it, whatever the browser's", async () => {
  browserLanguages(['en-US']);
  await startLanguage('?token=t&lang=es');
  const { result } = renderHook(() => useText());
  expect(result.current.language).toBe('es');
  expect(document.documentElement.lang).toBe('es');
});

test("the record's language beats the browser's; the patient's choice on this device beats both", async () => {
  browserLanguages(['en-US']);
  await startLanguage();
  const { result } = renderHook(() => useText());
  await act(() => followRecordLanguage('es'));
  expect(result.current.language).toBe('es');
  await act(() => chooseLanguage('en'));
  expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
  await act(() => followRecordLanguage('es'));
  expect(result.current.language).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});

test('a choice made on this device holds at the next visit', async () => {
  localStorage.setItem(LANGUAGE_CHOICE_KEY, 'es');
  browserLanguages(['en-US']);
  await startLanguage();
  const { result } = renderHook(() => useText());
  await waitFor(() => expect(result.current.t('chat.send')).toBe('Enviar'));
});
