/**
 * The API's wiring rules (DESIGN §4, README "Layout"), read from the sources:
 * - the folders import one another without a circle; platform/ and channels/ import no feature;
 * - a feature reaches another only through that feature's port.ts;
 * - only main.ts, the demo itself and tests import demo/;
 * - http/ imports only http/ and the database layer;
 * - services are constructed in app.ts and passed to the routes: a route module is a leaf only
 *   app.ts registers, and no service hides behind an optional decoration of the app.
 * The linter (infra/lint) keeps the import rules while code is written; this test also sees
 * circles, which a per-file rule cannot.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files (relative to src, without .ts) a module imports by relative path. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'";]*?from\s+'(\.{1,2}\/[^']+)'/g)].map((m) =>
    relative(SRC, resolve(dirname(file), m[1])).replace(/\.ts$/, ''),
  );
}

const files = sources(SRC);
const rel = (file: string) => relative(SRC, file).replace(/\.ts$/, '');
const isRouteModule = (path: string) => /(^|\/|-)routes$/.test(path);

/** The folder a module belongs to: `platform/db`, `features/patients`, `demo`, or a root file. */
function folderOf(path: string): string {
  const [top, second, ...rest] = path.split('/');
  if (second === undefined) return top;
  return ['platform', 'channels', 'features'].includes(top) && rest.length ? `${top}/${second}` : top;
}

const edges = files.flatMap((file) => relativeImports(file).map((target) => ({ from: rel(file), to: target })));
const crossing = edges.filter((e) => folderOf(e.from) !== folderOf(e.to));

/** The circles among folders (strongly connected sets of more than one folder). */
function circles(pairs: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of pairs) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        set.push(w);
      } while (w !== v);
      if (set.length > 1) found.push(set.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

test('the sources are found (the rules below read something)', () => {
  expect(files.map(rel)).toEqual(expect.arrayContaining(['app', 'platform/http/access-guard', 'features/conversations/routes', 'features/sms/webhook']));
  expect(crossing.length).toBeGreaterThan(100);
});

test('a circle of folders is found when there is one', () => {
  expect(circles([{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'c', to: 'a' }, { from: 'c', to: 'd' }])).toEqual([['a', 'b', 'c']]);
  expect(circles([{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }])).toEqual([]);
});

test('no circle among the folders', () => {
  expect(circles(crossing.map((e) => ({ from: folderOf(e.from), to: folderOf(e.to) })))).toEqual([]);
});

test('platform/ and channels/ import no feature, no demo data and no wiring', () => {
  const upward = crossing
    .filter((e) => /^(platform|channels)\//.test(e.from) && !/^(platform|channels)\//.test(e.to))
    .map((e) => `${e.from} -> ${e.to}`);
  expect(upward).toEqual([]);
});

test('a feature reaches another feature only through its port', () => {
  const around = crossing
    .filter((e) => e.from.startsWith('features/') && e.to.startsWith('features/') && !e.to.endsWith('/port'))
    .map((e) => `${e.from} -> ${e.to}`);
  expect(around).toEqual([]);
});

test('only main.ts and the demo itself import demo/ (tests and the test harness aside)', () => {
  const intoDemo = crossing.filter((e) => e.to.startsWith('demo/') && e.from !== 'main' && !e.from.startsWith('testing/')).map((e) => `${e.from} -> ${e.to}`);
  expect(intoDemo).toEqual([]);
});

test('http/ imports only http/ and the database layer', () => {
  const outside = edges
    .filter((e) => e.from.startsWith('platform/http/'))
    .filter((e) => !/^platform\/(http|db)\//.test(e.to))
    .map((e) => `${e.from} -> ${e.to}`);
  expect(outside).toEqual([]);
});

test('route modules are registered by app.ts only, never imported by another module', () => {
  const routeImports = edges.filter((e) => e.from !== 'app' && isRouteModule(e.to)).map((e) => `${e.from} -> ${e.to}`);
  expect(routeImports).toEqual([]);
});

/** Fastify's own optional members (the websocket plugin's server) are not services of ours. */
const FASTIFY_OWN = new Set(['websocketServer']);

test('no service is reached through an optional decoration of the app', () => {
  const optionalUses = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bapp\.(\w+)\?\./g)].filter((m) => !FASTIFY_OWN.has(m[1])).map((m) => `${rel(file)}: app.${m[1]}?.`),
  );
  const optionalDeclarations = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/interface FastifyInstance \{([^}]*)\}/g)].flatMap((m) =>
      [...m[1].matchAll(/^\s*(\w+)\?:/gm)].map((d) => `${rel(file)}: ${d[1]}?:`),
    ),
  );
  expect([...optionalUses, ...optionalDeclarations]).toEqual([]);
});

test('no module but app.ts reaches a service through a decoration of the app: it is passed in', () => {
  const decorations = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/interface FastifyInstance \{([^}]*)\}/g)].flatMap((m) => [...m[1].matchAll(/^\s*(\w+)\??:/gm)].map((d) => d[1])),
  );
  expect(decorations).toContain('live');
  const uses = files
    .filter((file) => rel(file) !== 'app')
    .flatMap((file) => decorations.filter((name) => new RegExp(`\\bapp\\.${name}\\b`).test(readFileSync(file, 'utf8'))).map((name) => `${rel(file)}: app.${name}`));
  expect(uses).toEqual([]);
});
