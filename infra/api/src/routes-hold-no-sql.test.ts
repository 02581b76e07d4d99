/**
 * Route modules hold handlers only; SQL lives in the feature's queries (issue 34). Every route
 * module (routes.ts or *-routes.ts under features/, platform/ and channels/) is read and a string
 * literal or template that starts with a statement (select … from, insert into, update … set,
 * delete from, with … as () fails this test, named file:line; so does running a statement
 * itself (`.query(`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = __dirname;
const ROOTS = ['features', 'platform', 'channels'];

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(path);
    return entry.name === 'routes.ts' || entry.name.endsWith('-routes.ts') ? [path] : [];
  });
}

interface Literal {
  text: string;
  offset: number;
}

/**
 * The string literals and templates of a TypeScript source (a template's `${…}` kept as written,
 * the literals inside it found too), and the source with comments and literals blanked out.
 * Regular-expression literals are skipped, so a quote inside one opens no string.
 */
function scanSource(src: string): { literals: Literal[]; code: string } {
  const literals: Literal[] = [];
  const code = src.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to && k < code.length; k++) if (code[k] !== '\n') code[k] = ' ';
  };

  function quoted(i: number, quote: string): number {
    let j = i + 1;
    while (j < src.length && src[j] !== quote && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
    return j;
  }

  function regex(i: number): number {
    let j = i + 1;
    let inClass = false;
    while (j < src.length && src[j] !== '\n') {
      if (src[j] === '\\') j++;
      else if (src[j] === '[') inClass = true;
      else if (src[j] === ']') inClass = false;
      else if (src[j] === '/' && !inClass) return j;
      j++;
    }
    return j;
  }

  function template(i: number): number {
    let j = i + 1;
    while (j < src.length && src[j] !== '`') {
      if (src[j] === '\\') j += 2;
      else if (src[j] === '$' && src[j + 1] === '{') j = scanCode(j + 2, true) + 1;
      else j++;
    }
    return j;
  }

  /** Scans code from i; inside a template's `${`, stops at its closing brace. */
  function scanCode(i: number, untilBrace: boolean): number {
    let depth = 0;
    let prev = '';
    let word = '';
    while (i < src.length) {
      const c = src[i];
      if (c === '/' && src[i + 1] === '/') {
        const end = src.indexOf('\n', i);
        blank(i, end < 0 ? src.length : end);
        i = end < 0 ? src.length : end;
        continue;
      }
      if (c === '/' && src[i + 1] === '*') {
        const end = src.indexOf('*/', i + 2);
        const stop = end < 0 ? src.length : end + 2;
        blank(i, stop);
        i = stop;
        continue;
      }
      if (c === "'" || c === '"' || c === '`') {
        const end = c === '`' ? template(i) : quoted(i, c);
        literals.push({ text: src.slice(i + 1, end), offset: i });
        blank(i + 1, end);
        i = end + 1;
        prev = c;
        word = '';
        continue;
      }
      if (c === '/' && (prev === '' || '(,=:[!&|?{};+-*%<>~^'.includes(prev) || /^(return|typeof|case|of|in|await|yield)$/.test(word))) {
        i = regex(i) + 1;
        prev = '/';
        word = '';
        continue;
      }
      if (c === '{') depth++;
      if (c === '}') {
        if (untilBrace && depth === 0) return i;
        depth--;
      }
      if (/[\w$]/.test(c)) word = /[\w$]/.test(prev) ? word + c : c;
      if (!/\s/.test(c)) prev = c;
      i++;
    }
    return i;
  }

  scanCode(0, false);
  return { literals, code: code.join('') };
}

/** The text opens with a statement: its keyword in one case (a sentence's 'Select …' is not SQL) and SQL's words after it. */
const STATEMENT = [
  /^(select|SELECT)\s+(distinct\s+)?([\w.*$"(]|\$\{)[\s\S]*?\b(from|FROM)\s+[\w."$]/,
  /^(select|SELECT)\s+(1|\*|count\s*\(|exists\s*\()/,
  /^(insert|INSERT)\s+(into|INTO)\s+[\w."]/,
  /^(update|UPDATE)\s+[\w."]+(\s+\w+)?\s+(set|SET)\s/,
  /^(delete|DELETE)\s+(from|FROM)\s+[\w."]/,
  /^(with|WITH)\s+((recursive|RECURSIVE)\s+)?\w+\s*(\([^)]*\)\s*)?(as|AS)\s*((not\s+)?materialized\s+)?\(/,
];

const isStatement = (text: string) => STATEMENT.some((pattern) => pattern.test(text.trim()));

const lineOf = (src: string, offset: number) => src.slice(0, offset).split('\n').length;

/** Each place a route module holds SQL, as file:line and what was found. */
function sqlIn(file: string, src: string): string[] {
  const { literals, code } = scanSource(src);
  const held = literals
    .filter((l) => isStatement(l.text))
    .map((l) => ({ offset: l.offset, what: l.text.trim().split('\n')[0].slice(0, 80) }));
  const runs = [...code.matchAll(/\.query\s*(<[^>]*>)?\s*\(/g)].map((m) => ({ offset: m.index, what: 'runs a statement itself (.query)' }));
  return [...held, ...runs].sort((a, b) => a.offset - b.offset).map((f) => `${file}:${lineOf(src, f.offset)}: ${f.what}`);
}

const modules = ROOTS.flatMap((root) => routeModules(join(SRC, root)));
const rel = (file: string) => relative(SRC, file);

test('the route modules are found (the rule below reads something)', () => {
  expect(modules.map(rel)).toEqual(expect.arrayContaining(['features/tasks/routes.ts', 'features/cde/diagnosis-routes.ts', 'features/cde/attachments/routes.ts', 'platform/live/routes.ts']));
});

test('the rule sees SQL in literals and templates, and not in messages, regexes or comments', () => {
  const sample = [
    "const a = await db.query('select 1 from patients where id = $1', [id]);",
    'const b = `insert into tasks (id) values ($1)`;',
    "const c = `update tasks set status = $2 where id = $1`;",
    'const d = "delete from cde_attachments where id = $1";',
    'const e = `with phones as (select phone from sms_texts) select * from phones`;',
    'const f = `select ${COLUMNS} from voice_calls where patient_id = $1`;',
    "const g = 'Select a patient from the list'; // select 1 from patients",
    "const h = name.replace(/[\"']/g, '_'); const i = 'update'; const j = 'delete';",
    "/* insert into tasks (id) values (1) */ const k = `Text with a reply form`;",
  ].join('\n');
  expect(sqlIn('sample.ts', sample)).toEqual([
    'sample.ts:1: runs a statement itself (.query)',
    'sample.ts:1: select 1 from patients where id = $1',
    'sample.ts:2: insert into tasks (id) values ($1)',
    'sample.ts:3: update tasks set status = $2 where id = $1',
    'sample.ts:4: delete from cde_attachments where id = $1',
    'sample.ts:5: with phones as (select phone from sms_texts) select * from phones',
    'sample.ts:6: select ${COLUMNS} from voice_calls where patient_id = $1',
  ]);
});

test('route modules hold handlers only: their SQL lives in the feature’s queries', () => {
  const found = modules.flatMap((file) => sqlIn(rel(file), readFileSync(file, 'utf8')));
  expect(found).toEqual([]);
});
