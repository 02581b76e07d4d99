/**
 * The patient catalogues: Spanish has every English key with the same arguments; every route
 * title is a catalogue text (so it shows, and titles the document, in the patient's language).
 * No page writes English straight into its JSX: the linter says so (no-restricted-syntax, mf-patient).
 */
import { catalogueProblems } from '@hearth/shared-kernel/i18n';
import { routes } from '../routes';
import { en as first } from './en';
import { enChat } from './enChat';
import { enCommon } from './enCommon';
import { enEnrollment } from './enEnrollment';
import { enLookup } from './enLookup';
import { es } from './es';

const parts = [first, enEnrollment, enChat, enLookup];
const en = Object.assign({}, ...parts) as Record<string, string>;

test('Spanish has every English message, with the same arguments', () => {
  expect(catalogueProblems(en, es)).toEqual([]);
});

test('the English parts share no key but the common words, which say the same in each', () => {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const part of parts) {
    for (const [key, text] of Object.entries(part)) {
      if (seen.has(key) && (!(key in enCommon) || seen.get(key) !== text)) clashes.push(key);
      seen.set(key, text);
    }
  }
  expect(clashes).toEqual([]);
});

test('every route title is an English catalogue text', () => {
  const texts = new Set<string>(Object.values(en));
  expect(routes.routes.map((r) => r.title).filter((title) => !texts.has(title))).toEqual([]);
});
