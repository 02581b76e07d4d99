/**
 * ICU MessageFormat, the part Hearth's catalogues use: `{name}` arguments and
 * `{count, plural, =0 {…} one {# item} other {# items}}` / `{kind, select, a {…} other {…}}`,
 * nested. Plural categories come from `Intl.PluralRules`, so no locale data ships with the bundle.
 * Apostrophes are plain text (no ICU quoting): the catalogues need no literal braces.
 */
import type { Language } from './language';

export type MessageValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, n: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(n);
}

/** The index of the `}` closing the `{` at `open`. */
function closing(pattern: string, open: number): number {
  let depth = 0;
  for (let i = open; i < pattern.length; i++) {
    if (pattern[i] === '{') depth++;
    else if (pattern[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unclosed { in message: ${pattern}`);
}

/** `selector {message}` pairs of a plural or select argument. */
function options(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = closing(body, open);
    found.set(body.slice(i, open).trim(), body.slice(open + 1, end));
    i = end + 1;
  }
  return found;
}

export function formatMessage(pattern: string, values: MessageValues = {}, language: Language = 'en', hash?: number): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i]!;
    if (ch === '#' && hash !== undefined) {
      out += new Intl.NumberFormat(language).format(hash);
      i++;
      continue;
    }
    if (ch !== '{') {
      out += ch;
      i++;
      continue;
    }
    const end = closing(pattern, i);
    const [name, kind, ...rest] = pattern.slice(i + 1, end).split(',');
    const key = name!.trim();
    const value = values[key];
    if (kind === undefined) {
      out += value === undefined ? `{${key}}` : String(value);
    } else {
      const choices = options(rest.join(','));
      const type = kind.trim();
      let chosen: string | undefined;
      if (type === 'plural') {
        const n = Number(value);
        chosen = choices.get(`=${n}`) ?? choices.get(pluralCategory(language, n)) ?? choices.get('other');
        out += formatMessage(chosen ?? '', values, language, n);
      } else {
        chosen = choices.get(String(value)) ?? choices.get('other');
        out += formatMessage(chosen ?? '', values, language, hash);
      }
    }
    i = end + 1;
  }
  return out;
}

/** The argument names a message uses, sorted: a translation must use the same ones. */
export function placeholdersOf(pattern: string): string[] {
  const names = new Set<string>();
  const visit = (text: string) => {
    let i = 0;
    while ((i = text.indexOf('{', i)) >= 0) {
      const end = closing(text, i);
      const [name, kind, ...rest] = text.slice(i + 1, end).split(',');
      names.add(name!.trim());
      if (kind !== undefined) for (const message of options(rest.join(',')).values()) visit(message);
      i = end + 1;
    }
  };
  visit(pattern);
  return [...names].sort();
}

/** A catalogue: every message of one language by key. A translation has exactly the English keys. */
export type Catalogue<Key extends string = string> = Readonly<Record<Key, string>>;

/** `t(key, values)` over one catalogue. */
export function translator<Key extends string>(catalogue: Catalogue<Key>, language: Language) {
  return (key: Key, values?: MessageValues): string => formatMessage(catalogue[key], values, language);
}

/** Problems of a translation against its English original: missing or extra keys, different arguments. */
export function catalogueProblems(english: Catalogue, translation: Catalogue): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    if (!(key in translation)) problems.push(`${key}: missing`);
    else if (placeholdersOf(english[key]!).join() !== placeholdersOf(translation[key]!).join()) problems.push(`${key}: arguments differ`);
  }
  for (const key of Object.keys(translation)) if (!(key in english)) problems.push(`${key}: not in English`);
  return problems;
}
