/**
 * The patient's language and the texts in it. The language is the patient's own choice on this
 * device, else the one on their record (the enrollment or the chat tells it), else the browser's.
 * English ships with the area (the first screens' words; the later pages' arrive with them, see
 * loadPageTexts); Spanish is fetched, as its own chunk, only for a Spanish reader, and before
 * anything is shown in it: a Spanish reader never sees English first.
 */
import { useSyncExternalStore } from 'react';
import { deviceChoice, deviceLanguage, formatMessage, rememberChoice, type Catalogue, type Language, type MessageValues } from '@hearth/shared-kernel/i18n';
import { en } from './en';
import type { TextKey } from './textKey';

interface TextState {
  language: Language;
  catalogue: Catalogue<TextKey>;
}

/** The English loaded so far: the first screen's, then each part as a page brings it. */
let english: Catalogue<TextKey> = en as Partial<Catalogue<TextKey>> as Catalogue<TextKey>;
let state: TextState = { language: 'en', catalogue: english };
const listeners = new Set<() => void>();

/** The English beyond the first screen, in parts loaded beside the pages that print them. */
const englishParts = {
  enrollment: () => import(/* webpackChunkName: "text-en-enrollment" */ './enEnrollment').then((m) => m.enEnrollment),
  chat: () => import(/* webpackChunkName: "text-en-chat" */ './enChat').then((m) => m.enChat),
  // Only for `tx` in another language: English readers see these texts as they come.
  lookup: () => import(/* webpackChunkName: "text-en-lookup" */ './enLookup').then((m) => m.enLookup),
};
export type TextPart = keyof typeof englishParts;

const loaders: Record<Language, () => Promise<Catalogue<TextKey>>> = {
  en: async () => english,
  // With the English of the kernel's and server's texts, for tx (a page's own part comes with it).
  es: () => Promise.all([import(/* webpackChunkName: "text-es" */ './es'), loadPageTexts('lookup')]).then(([m]) => m.es),
};

const loadedParts = new Map<TextPart, Promise<void>>();
/**
 * A part of the English (screens.ts loads a later page's beside its chunk; without a part, all of
 * them): its words, and the kernel's and server's English texts that `tx` finds a translation by.
 */
export function loadPageTexts(part?: TextPart): Promise<void> {
  if (!part) return Promise.all((Object.keys(englishParts) as TextPart[]).map((p) => loadPageTexts(p))).then(() => undefined);
  let loading = loadedParts.get(part);
  if (!loading) {
    loading = englishParts[part]().then((texts) => {
      english = { ...english, ...texts };
      englishToKey = null;
      if (state.language === 'en') update({ language: 'en', catalogue: english });
    });
    loadedParts.set(part, loading);
  }
  return loading;
}

function update(next: TextState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** Shows the pages in `language` once its catalogue is in. */
async function showLanguage(language: Language): Promise<void> {
  const catalogue = await loaders[language]();
  document.documentElement.lang = language;
  if (state.language !== language || state.catalogue !== catalogue) update({ language, catalogue });
}

/**
 * The language known before any record: this device's choice, else the one the link names (the
 * record's when it was texted), else the browser's. Awaited before the area mounts.
 */
export function startLanguage(search = window.location.search): Promise<void> {
  return showLanguage(deviceLanguage(search));
}

/** The record's language, when the patient has made no choice on this device. Awaited before the record's page shows. */
export function followRecordLanguage(language: Language | null | undefined): Promise<void> {
  return !deviceChoice() && language ? showLanguage(language) : Promise.resolve();
}

/** The patient's own choice: kept on this device and shown at once (the page tells the record). */
export function chooseLanguage(language: Language): Promise<void> {
  rememberChoice(language);
  return showLanguage(language);
}

/** Back to the portal's language when the area leaves the page (the host's pages are English). */
export function leaveLanguage(): void {
  document.documentElement.lang = 'en';
}

let englishToKey: Map<string, TextKey> | null = null;
/** The key of an English text of the catalogue (a kernel text, a server's answer). */
function keyOf(text: string): TextKey | undefined {
  englishToKey ??= new Map(Object.entries(english).map(([key, value]) => [value, key as TextKey]));
  return englishToKey.get(text);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: English again, nothing chosen. */
export function resetLanguage(): void {
  state = { language: 'en', catalogue: english };
  englishToKey = null;
}

export interface Texts {
  /** The text of `key` in the patient's language, its arguments filled. */
  t(key: TextKey, values?: MessageValues): string;
  /** An English text from the kernel or the server in the patient's language; as it is when the catalogue lacks it. */
  tx(english: string): string;
  language: Language;
  setLanguage(language: Language): Promise<void>;
}

export function useText(): Texts {
  const { language, catalogue } = useSyncExternalStore(subscribe, () => state);
  return {
    // A key of a page whose texts are still on their way (never on screen: the page waits for them).
    t: (key, values) => formatMessage(catalogue[key] ?? '', values, language),
    tx: (text) => {
      if (language === 'en') return text;
      const key = keyOf(text);
      return key ? catalogue[key] : text;
    },
    language,
    setLanguage: chooseLanguage,
  };
}
