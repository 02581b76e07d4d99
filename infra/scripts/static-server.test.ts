import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostPage, staticRequestHandler } from './static-server';

/** A built remote in `<tmp>/dist`, with a sibling folder whose name starts the same. */
const base = mkdtempSync(join(tmpdir(), 'hearth-static-'));
mkdirSync(join(base, 'dist'));
mkdirSync(join(base, 'dist-x'));
writeFileSync(join(base, 'dist', 'remoteEntry.js'), 'var entry = 1;');
writeFileSync(join(base, 'dist', '__federation_expose_lifecycles.js'), 'var code = 1;');
writeFileSync(join(base, 'dist', '12.0123456789.js'), 'var chunk = 1;');
writeFileSync(join(base, 'dist', 'remoteEntry.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
writeFileSync(join(base, 'dist-x', 'secret.txt'), 'not for the web');

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(staticRequestHandler({ dir: join(base, 'dist'), port: 0 }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(base, { recursive: true, force: true });
});

/** A raw GET: the path goes out exactly as written (fetch would normalise it). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('serves a file of the folder', async () => {
  expect(await get('/remoteEntry.js')).toEqual({ status: 200, body: 'var entry = 1;' });
});

test("an area's entry and its exposed code (fixed names) are revalidated on every visit; hashed chunks are kept", async () => {
  const cacheOf = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('cache-control');
  expect(await cacheOf('/remoteEntry.js')).toBe('no-cache');
  expect(await cacheOf('/__federation_expose_lifecycles.js')).toBe('no-cache');
  expect(await cacheOf('/12.0123456789.js')).toBe('public, max-age=31536000, immutable');
});

test('malformed percent-encoding is a 400, not a 500', async () => {
  expect((await get('/%E0%A4%A')).status).toBe(400);
  expect((await get('/remoteEntry%')).status).toBe(400);
});

test('a request target that is no URL is a 400 and the server keeps answering', async () => {
  expect((await get('http://[')).status).toBe(400);
  expect((await get('/remoteEntry.js')).status).toBe(200);
});

test('nothing outside the folder, not even a sibling whose name starts the same', async () => {
  const res = await get('/..%2fdist-x/secret.txt');
  expect(res.status).toBe(404);
  expect(res.body).not.toContain('not for the web');
  expect((await get('/..%2f..%2fdist-x%2fsecret.txt')).status).toBe(404);
});

test('source maps are not served', async () => {
  const res = await get('/remoteEntry.js.map');
  expect(res.status).toBe(404);
  expect(res.body).not.toContain('sources');
  expect((await get('/remoteEntry.js.MAP')).status).toBe(404);
});

test('a host reading its runtime configuration from a file follows every edit, page and CSP included, without a restart', async () => {
  const hostDir = join(base, 'host');
  mkdirSync(hostDir, { recursive: true });
  writeFileSync(join(hostDir, 'index.html'), '<html><head></head><body></body></html>');
  const file = join(base, 'config.json');
  const doc = (adminUrl: string) => ({
    apiUrl: 'http://api.test',
    wsUrl: 'ws://api.test',
    apiKey: '',
    env: 'test',
    simulators: false,
    remotes: [{ name: 'mf_admin', area: 'admin', url: adminUrl, entry: `${adminUrl}/remoteEntry.js`, routesUrl: `${adminUrl}/routes.json`, prefixes: ['/practice-admin'] }],
  });
  writeFileSync(file, JSON.stringify(doc('http://admin-one.test')));
  const host = createServer(staticRequestHandler({ dir: hostDir, port: 0, runtimeConfigFile: file }));
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  const at = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  try {
    const first = await fetch(`${at}/practice-admin`);
    expect(await first.text()).toContain('admin-one.test/remoteEntry.js');
    expect(first.headers.get('content-security-policy')).toContain('http://admin-one.test');
    writeFileSync(file, JSON.stringify(doc('http://admin-two.test')));
    const second = await fetch(`${at}/practice-admin`);
    const page = await second.text();
    expect(page).toContain('admin-two.test/remoteEntry.js');
    expect(page).not.toContain('admin-one.test');
    expect(second.headers.get('content-security-policy')).toContain('http://admin-two.test');
    expect((await (await fetch(`${at}/config.json`)).json()).remotes[0].url).toBe('http://admin-two.test');
  } finally {
    await new Promise((done) => host.close(done));
  }
});

test("the area machinery's preloads stay on an area's page and the sign-in pages' on the host's own; a public area's entry is preloaded too", () => {
  const built =
    '<html><head><link rel="preload" as="script" href="/bootstrap.1.js" fetchpriority="low"><link rel="preload" as="script" href="/areas.2.js" fetchpriority="low" data-area-page>' +
    '<link rel="preload" as="script" href="/login.3.js" fetchpriority="low" data-host-page></head><body></body></html>';
  const patient = { name: 'mf_patient' as const, area: 'patient' as const, url: 'http://patient.test', entry: 'http://patient.test/remoteEntry.js', routesUrl: 'http://patient.test/routes.json', prefixes: ['/enrollment', '/patient'], publicPrefixes: ['/enrollment'] };
  const config = { apiUrl: 'http://api.test', wsUrl: 'ws://api.test', apiKey: '', env: 'test', simulators: false, remotes: [patient] };
  const entryPreload = '<link rel="preload" as="script" href="http://patient.test/remoteEntry.js" fetchpriority="low">';
  const codePreload = '<link rel="preload" as="script" href="http://patient.test/__federation_expose_lifecycles.js" crossorigin fetchpriority="low">';

  const login = hostPage(built, config, '/login');
  expect(login).toContain('/bootstrap.1.js');
  expect(login).toContain('/login.3.js');
  expect(login).not.toContain('/areas.2.js');
  expect(login).not.toContain(entryPreload);
  expect(login).not.toContain(codePreload);

  const enrollment = hostPage(built, config, '/enrollment');
  expect(enrollment).toContain('/bootstrap.1.js');
  expect(enrollment).toContain('/areas.2.js');
  expect(enrollment).not.toContain('/login.3.js');
  expect(enrollment).toContain(entryPreload);
  expect(enrollment).toContain(codePreload);

  // An area's page behind the guard: its machinery, not its code (the guard may refuse it).
  const chat = hostPage(built, config, '/patient/secure-chat');
  expect(chat).toContain('/areas.2.js');
  expect(chat).not.toContain(entryPreload);
  expect(chat).not.toContain(codePreload);
});
