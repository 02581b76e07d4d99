/**
 * The patient catalogues: Spanish has every English key with the same arguments; every route
 * title is a catalogue text (so it shows, and titles the document, in the patient's language).
 * No page writes English straight into its JSX: the linter says so (no-restricted-syntax, mf-patient).
 */
import { catalogueProblems } from '@hearth/shared-kernel/i18n';
import { routes } from '../routes';
import { en as first } from './en';
import { enPages } from './enPages';
import { es } from './es';

const en = { ...first, ...enPages };

test('Spanish has every English message, with the same arguments', () => {
  expect(catalogueProblems(en, es)).toEqual([]);
});

test('the two English parts share no key', () => {
  expect(Object.keys(first).filter((key) => key in enPages)).toEqual([]);
});

test('every route title is an English catalogue text', () => {
  const texts = new Set<string>(Object.values(en));
  expect(routes.routes.map((r) => r.title).filter((title) => !texts.has(title))).toEqual([]);
});
