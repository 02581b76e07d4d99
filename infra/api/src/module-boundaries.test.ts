/**
 * The API's wiring rules (DESIGN §4), read from the sources: services are constructed in app.ts
 * and passed to the routes, a route module is a leaf only app.ts registers, and the cross-cutting
 * layer (http/) imports no domain (only http/ and db/).
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

test('the sources are found (the rules below read something)', () => {
  expect(files.map(rel)).toEqual(expect.arrayContaining(['app', 'http/access-guard', 'conversations/routes', 'sms/webhook']));
});

test('http/ imports only http/ and the database layer', () => {
  const outside = files
    .filter((file) => rel(file).startsWith('http/'))
    .flatMap((file) => relativeImports(file).map((target) => `${rel(file)} -> ${target}`))
    .filter((edge) => !/ -> (http|db)\//.test(edge));
  expect(outside).toEqual([]);
});

test('route modules are registered by app.ts only, never imported by another module', () => {
  const edges = files
    .filter((file) => rel(file) !== 'app')
    .flatMap((file) => relativeImports(file).filter(isRouteModule).map((target) => `${rel(file)} -> ${target}`));
  expect(edges).toEqual([]);
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
