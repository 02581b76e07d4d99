import { LANGUAGE_CHOICE_KEY } from '../i18n/deviceLanguage';
import { ENTRY_SHELL_CLASS, ENTRY_SHELL_ID, endEntryShell, opensWithEntryShell, startEntryShell } from './shell';
import { ENTRY_TEXTS_EN } from './texts';
import { ENTRY_TEXTS_ES } from './textsEs';

function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><p>Loading Hearth…</p></div>';
  document.documentElement.lang = 'en';
  document.documentElement.className = '';
  document.title = 'Hearth';
  localStorage.clear();
  jest.restoreAllMocks();
});

const link = { pathname: '/enrollment', search: '?token=abc' };
const shell = () => document.getElementById(ENTRY_SHELL_ID);

describe('opensWithEntryShell', () => {
  it("is an enrollment link's first page, with its token", () => {
    expect(opensWithEntryShell(link)).toBe(true);
    expect(opensWithEntryShell({ pathname: '/enrollment/', search: '?token=abc' })).toBe(true);
    expect(opensWithEntryShell({ pathname: '/enrollment', search: '' })).toBe(false);
    expect(opensWithEntryShell({ pathname: '/enrollment/verify-dob', search: '?token=abc' })).toBe(false);
    expect(opensWithEntryShell({ pathname: '/login', search: '?token=abc' })).toBe(false);
  });
});

describe('startEntryShell', () => {
  it('paints the welcome screen in the browser’s language before the page’s root, with room kept and no control', () => {
    browserLanguages(['es-US', 'en']);
    startEntryShell(document, link);
    expect(document.body.firstElementChild).toBe(shell());
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.classList.contains(ENTRY_SHELL_CLASS)).toBe(true);
    expect(document.title).toBe(`${ENTRY_TEXTS_ES.title} · Hearth`);
    const h1 = shell()!.querySelector('h1')!;
    expect(h1.textContent).toBe(ENTRY_TEXTS_ES.title);
    expect(shell()!.querySelector('section')!.getAttribute('aria-labelledby')).toBe(h1.id);
    expect([...shell()!.querySelectorAll('p:not(.pt-practice), li')].map((e) => e.textContent)).toEqual([
      ENTRY_TEXTS_ES.intro,
      ENTRY_TEXTS_ES.chat,
      ENTRY_TEXTS_ES.reminders,
      ENTRY_TEXTS_ES.stop,
    ]);
    expect(shell()!.textContent).not.toContain(ENTRY_TEXTS_EN.intro);
    // Room kept for the practice's line and the language chooser; no control that would not work yet.
    expect(shell()!.querySelector('.pt-practice')!.textContent).toBe('');
    expect(shell()!.querySelector('.pt-languages')!.childElementCount).toBe(0);
    expect(shell()!.querySelectorAll('button, a, input')).toHaveLength(0);
  });

  it('speaks the language this device chose over the browser’s', () => {
    browserLanguages(['es-ES']);
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'en');
    startEntryShell(document, link);
    expect(document.documentElement.lang).toBe('en');
    expect(shell()!.querySelector('h1')!.textContent).toBe(ENTRY_TEXTS_EN.title);
  });

  it("speaks the language the link names (the patient's on record) over the browser's; this device's choice over both", () => {
    browserLanguages(['en-US']);
    startEntryShell(document, { pathname: '/enrollment', search: '?token=abc&lang=es' });
    expect(shell()!.querySelector('h1')!.textContent).toBe(ENTRY_TEXTS_ES.title);
    endEntryShell();
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'en');
    startEntryShell(document, { pathname: '/enrollment', search: '?token=abc&lang=es' });
    expect(shell()!.querySelector('h1')!.textContent).toBe(ENTRY_TEXTS_EN.title);
  });

  it('paints nothing on any other page, and only once', () => {
    startEntryShell(document, { pathname: '/enrollment', search: '' });
    expect(shell()).toBeNull();
    expect(document.documentElement.classList.contains(ENTRY_SHELL_CLASS)).toBe(false);
    expect(document.title).toBe('Hearth');
    startEntryShell(document, link);
    startEntryShell(document, link);
    expect(document.querySelectorAll(`#${ENTRY_SHELL_ID}`)).toHaveLength(1);
  });
});

describe('endEntryShell', () => {
  it('takes the shell away and shows the page’s root; nothing to do without one', () => {
    startEntryShell(document, link);
    endEntryShell();
    expect(shell()).toBeNull();
    expect(document.documentElement.classList.contains(ENTRY_SHELL_CLASS)).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
    expect(() => endEntryShell()).not.toThrow();
  });
});
