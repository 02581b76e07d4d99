import { deviceLanguage, LANGUAGE_CHOICE_KEY, rememberChoice } from './deviceLanguage';

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

test("the browser's first language Hearth speaks, else English", () => {
  browserLanguages(['fr-FR', 'es-MX', 'en']);
  expect(deviceLanguage()).toBe('es');
  browserLanguages(['fr-FR']);
  expect(deviceLanguage()).toBe('en');
});

test("the language a link names beats the browser's; this device's choice beats both; an unknown one is ignored", () => {
  browserLanguages(['en-US']);
  expect(deviceLanguage('?token=t&lang=es')).toBe('es');
  expect(deviceLanguage('?token=t&lang=fr')).toBe('en');
  rememberChoice('en');
  expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
  expect(deviceLanguage('?token=t&lang=es')).toBe('en');
});
