/**
 * Writes the generated parts of infra/api/README.md: the map of `src` (every folder and module,
 * each described by the first sentence of its own doc comment) and the table of calls (every call
 * the kernel declares: method, path, access, the feature that serves it and its doc comment).
 * `pnpm run readme:api` rewrites them; the scripts' test fails while the README differs, so the
 * README cannot go stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as api from '../../shared-kernel/api';
import type { Access, Call } from '../../shared-kernel/api';

const REPO = join(__dirname, '../..');
const API = join(REPO, 'infra/api');
const SRC = join(API, 'src');
const KERNEL_API = join(REPO, 'shared-kernel/api');
export const README = join(API, 'README.md');

/** What each top folder of src is for: the architecture, which the folders below it follow. */
const ROLES: Record<string, string> = {
  platform: 'what every feature stands on: configuration, database, HTTP, audit, limits, live sockets, jobs, metrics',
  channels: 'the ways out and in: SMS, e-mail, voice and HL7 over MLLP, each behind a provider interface',
  features: 'one folder per kernel call group: routes (handlers only), queries (the SQL), tests; others reach it through its port.ts',
  demo: 'the demo data and demo commands, imported only by main.ts and tests',
  testing: 'the test harness: a database per suite, the app started and closed, organisation fixtures',
};

const isModule = (name: string) => /\.(ts|cjs)$/.test(name) && !name.endsWith('.test.ts');

/** The first sentence of a module's leading doc comment. */
function firstSentence(file: string): string {
  const doc = /^(?:\s*\/\/[^\n]*\n)*\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const text = doc
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/^@jest-environment \S+\s*/, '')
    .trim();
  let depth = 0;
  let end = text.length;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth = Math.max(0, depth - 1);
    else if (text[i] === '.' && depth === 0 && (i + 1 === text.length || text[i + 1] === ' ')) {
      end = i + 1;
      break;
    }
  }
  const sentence = text.slice(0, end);
  return sentence.length <= MAX_LINE ? sentence : `${sentence.slice(0, sentence.lastIndexOf(' ', MAX_LINE - 1))} …`;
}

/** Longer first sentences are cut at a word: the map is for finding a room, the module says the rest. */
const MAX_LINE = 140;

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/**
 * Which folders serve each call group: a folder with a module that calls `serve` serves the groups
 * its modules name (`serve(app, taskCalls, …)`, or a share of a group picked in a helper module).
 */
function servers(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const walk = (dir: string): void => {
    const modules = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile() && isModule(e.name));
    const texts = modules.map((e) => readFileSync(join(dir, e.name), 'utf8'));
    if (texts.some((text) => /\bserve\(/.test(text))) {
      for (const text of texts) for (const m of text.matchAll(/\b(\w+Calls)\b/g)) found.set(m[1], (found.get(m[1]) ?? new Set()).add(relative(SRC, dir)));
    }
    for (const sub of folders(dir)) walk(join(dir, sub));
  };
  walk(SRC);
  return found;
}

function layout(): string {
  const lines: string[] = [];
  const pad = (s: string, n: number) => (s.length >= n ? `${s} ` : s.padEnd(n));
  const moduleLines = (dir: string, indent: string) => {
    const names = readdirSync(dir).filter(isModule).sort();
    const tests = readdirSync(dir).filter((n) => n.endsWith('.test.ts')).length;
    for (const name of names) lines.push(`${indent}${pad(name, 28 - indent.length)}${firstSentence(join(dir, name))}`);
    if (tests) lines.push(`${indent}${tests} test file${tests === 1 ? '' : 's'}`);
  };
  lines.push('src/');
  moduleLines(SRC, '  ');
  for (const top of folders(SRC)) {
    lines.push('', `src/${top}/`.padEnd(28) + (ROLES[top] ?? ''));
    const subs = ['platform', 'channels', 'features'].includes(top) ? folders(join(SRC, top)) : [];
    if (!subs.length) moduleLines(join(SRC, top), '  ');
    for (const sub of subs) {
      lines.push(`  ${sub}/`);
      moduleLines(join(SRC, top, sub), '    ');
      for (const nested of folders(join(SRC, top, sub))) {
        lines.push(`    ${nested}/`);
        moduleLines(join(SRC, top, sub, nested), '      ');
      }
    }
  }
  return ['```', ...lines, '```'].join('\n');
}

/** Each call's doc comment and answer type, read from the kernel's declaration files. */
function declarations(): Map<string, { doc: string; answer: string }> {
  const found = new Map<string, { doc: string; answer: string }>();
  for (const file of readdirSync(KERNEL_API).filter((n) => n.endsWith('.ts'))) {
    const text = readFileSync(join(KERNEL_API, file), 'utf8');
    for (const group of text.matchAll(/export const (\w+Calls) = \{([\s\S]*?)\n\};/g)) {
      const body = group[2];
      const entry = /(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?(\w+): call<((?:[^()]|\([^()]*\))*?)>\(\)\(/g;
      for (const m of body.matchAll(entry)) {
        const doc = (m[1] ?? '')
          .split('\n')
          .map((l) => l.replace(/^\s*\*\s?/, '').trim())
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
        found.set(`${group[1]}.${m[2]}`, { doc, answer: topLevelSecond(m[3]) });
      }
    }
  }
  return found;
}

/** The second of two comma-separated type arguments (`typeof S.x, Paged<Row>` → `Paged<Row>`). */
function topLevelSecond(args: string): string {
  let depth = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i];
    if ('<({['.includes(c)) depth++;
    else if ('>)}]'.includes(c)) depth--;
    else if (c === ',' && depth === 0) return args.slice(i + 1).replace(/\s+/g, ' ').trim();
  }
  return '';
}

function accessText(call: Call): string {
  const a: Access = call.access;
  const perms = a.permissions.map((p) => `\`${p}\``).join(' + ');
  const who = a.patient ? 'the patient token' : a.public ? 'public' : a.orgScoped ? `org-scoped${perms ? `, ${perms}` : ''}` : perms ? `${perms} in one organisation` : 'signed in';
  const extra = [call.healthRecord && '+ ID token', call.flag && `flag \`${call.flag}\``, call.formBody && 'form body too', call.textBody && 'raw text body'].filter(Boolean);
  return [who, ...extra].join(', ');
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

function callTable(): string {
  const docs = declarations();
  const served = servers();
  const rows: string[] = [];
  const groups = Object.entries(api)
    .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
    .sort(([a], [b]) => a.localeCompare(b)) as [string, Record<string, Call>][];
  let count = 0;
  for (const [group, calls] of groups) {
    const by = [...(served.get(group) ?? [])].sort().map((f) => `\`${f}\``).join(', ') || '—';
    for (const [name, call] of Object.entries(calls)) {
      count++;
      const { doc, answer } = docs.get(`${group}.${name}`) ?? { doc: '', answer: '' };
      const says = [answer && answer !== 'void' ? `\`${answer}\`` : '', doc].filter(Boolean).join(' — ');
      rows.push(`| \`${group}.${name}\` | \`${call.method} ${call.path}\` | ${cell(accessText(call))} | ${by} | ${cell(says)} |`);
    }
  }
  return [`${count} calls, each declared once in \`shared-kernel/api\` and served by the feature named.`, '', '| call | method and path | access | served by | answer and notes |', '|---|---|---|---|---|', ...rows].join('\n');
}

const BLOCKS: Record<string, () => string> = { layout, calls: callTable };

/** The README with every generated block written afresh. */
export function generatedReadme(current = readFileSync(README, 'utf8')): string {
  let text = current;
  for (const [name, make] of Object.entries(BLOCKS)) {
    const open = `<!-- generated:${name} (pnpm run readme:api) -->`;
    const close = `<!-- /generated:${name} -->`;
    const start = text.indexOf(open);
    const end = text.indexOf(close);
    if (start < 0 || end < start) throw new Error(`${relative(REPO, README)} has no ${open} … ${close} block`);
    text = `${text.slice(0, start + open.length)}\n${make()}\n${text.slice(end)}`;
  }
  return text;
}

if (require.main === module) {
  writeFileSync(README, generatedReadme());
  console.log(`Wrote ${relative(REPO, README)}`);
}
