import { fetchManifest, parseManifest } from './fetchManifest';

const manifest = {
  area: 'patient',
  routes: [
    { path: '/enrollment', title: 'Welcome', permissions: [], public: true },
    { path: '/patient/secure-chat', title: 'Secure Chat', permissions: ['ACCESS_SECURE_WEB_CHAT'], fallback: 'lost', extra: 'ignored' },
  ],
};

function answer(status: number, body: unknown): typeof fetch {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => (typeof body === 'string' ? Promise.reject(new SyntaxError(body)) : Promise.resolve(body)) });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('parseManifest', () => {
  it('keeps the route facts the host guards with and drops anything else', () => {
    expect(parseManifest(manifest, 'patient')).toEqual([
      { path: '/enrollment', title: 'Welcome', permissions: [], public: true },
      { path: '/patient/secure-chat', title: 'Secure Chat', permissions: ['ACCESS_SECURE_WEB_CHAT'], fallback: 'lost' },
    ]);
  });

  it("refuses another area's manifest, an empty one, or an unknown permission", () => {
    expect(() => parseManifest(manifest, 'admin')).toThrow('expected the admin manifest');
    expect(() => parseManifest({ area: 'patient', routes: [] }, 'patient')).toThrow('no routes');
    expect(() =>
      parseManifest({ area: 'patient', routes: [{ path: '/x', title: 'X', permissions: ['BE_ROOT'] }] }, 'patient'),
    ).toThrow('unknown permission');
    expect(() => parseManifest('<html>garbage', 'patient')).toThrow();
  });
});

describe('fetchManifest', () => {
  it('fetches and parses routes.json', async () => {
    global.fetch = answer(200, manifest);
    await expect(fetchManifest('https://p.test/routes.json', 'patient')).resolves.toHaveLength(2);
  });

  it('fails on an error status and on a body that is not JSON', async () => {
    global.fetch = answer(503, {});
    await expect(fetchManifest('https://p.test/routes.json', 'patient')).rejects.toThrow('answered 503');
    global.fetch = answer(200, '<html>garbage');
    await expect(fetchManifest('https://p.test/routes.json', 'patient')).rejects.toThrow();
  });

  it('gives up when the server does not answer in time', async () => {
    global.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    ) as unknown as typeof fetch;
    await expect(fetchManifest('https://p.test/routes.json', 'patient', 20)).rejects.toThrow('aborted');
  });
});
