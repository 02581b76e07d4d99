/**
 * An enrollment link's first screen, painted before any of the page's code has arrived. Patients
 * open the link from a text, often on a slow phone: the host's page runs startEntryShell in its first
 * script, the first thing in its body, and the screen stands, in the patient's language (this
 * device's choice, else the one the link names, else the browser's),
 * until the page shows a screen of its own (endEntryShell, which the screen frames call). The
 * shell draws the welcome screen's frame (frame.css) with its words, and keeps room for what only
 * the enrollment tells: the practice's name and logo, the language chooser, the button.
 */
import { ENROLLMENT_PATH } from '../domain/enrollment';
import { deviceLanguage } from '../i18n/deviceLanguage';
import type { Language } from '../i18n/language';
import { setPageTitle } from '../title';
import { ENTRY_TEXTS_EN, type EntryTexts } from './texts';
import { ENTRY_TEXTS_ES } from './textsEs';

export const ENTRY_SHELL_ID = 'hearth-entry-shell';
/** On the root element while the shell stands: the page's own root waits, hidden (the host's stylesheet). */
export const ENTRY_SHELL_CLASS = 'hearth-entry';

const TEXTS: Readonly<Record<Language, EntryTexts>> = { en: ENTRY_TEXTS_EN, es: ENTRY_TEXTS_ES };

/** Whether the page at this location opens with the shell: an enrollment link's first page, with its token. */
export function opensWithEntryShell(location: { pathname: string; search: string }): boolean {
  return location.pathname.replace(/(.)\/+$/, '$1') === ENROLLMENT_PATH && new URLSearchParams(location.search).has('token');
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
}

/** The welcome screen as the patient area draws it (EnrollmentFeaturesPage), with room kept for what is not known yet. */
function shellOf(doc: Document, texts: EntryTexts): HTMLElement {
  const title = element(doc, 'h1', '', texts.title);
  title.id = `${ENTRY_SHELL_ID}-title`;
  const screen = element(
    doc,
    'section',
    'pt-screen',
    element(doc, 'p', 'pt-practice'),
    title,
    element(doc, 'div', 'pt-languages'),
    element(doc, 'p', '', texts.intro),
    element(doc, 'ul', 'pt-list', ...[texts.chat, texts.reminders, texts.stop].map((text) => element(doc, 'li', '', text))),
  );
  screen.setAttribute('aria-labelledby', title.id);
  const shell = element(doc, 'div', '', element(doc, 'main', 'shell-main', element(doc, 'div', 'pt-area', screen)));
  shell.id = ENTRY_SHELL_ID;
  return shell;
}

/** Paints the shell when the page at `location` opens with one (the host's page, before its code); answers whether it did. */
export function startEntryShell(doc: Document, location: { pathname: string; search: string }): boolean {
  if (!opensWithEntryShell(location) || doc.getElementById(ENTRY_SHELL_ID)) return false;
  const language = deviceLanguage(location.search);
  const texts = TEXTS[language];
  doc.documentElement.lang = language;
  doc.documentElement.classList.add(ENTRY_SHELL_CLASS);
  setPageTitle(texts.title);
  doc.body.prepend(shellOf(doc, texts));
  return true;
}

/** The page shows a screen of its own: the shell goes, the page's root shows. Nothing when there is no shell. */
export function endEntryShell(doc: Document = document): void {
  doc.getElementById(ENTRY_SHELL_ID)?.remove();
  doc.documentElement.classList.remove(ENTRY_SHELL_CLASS);
}
