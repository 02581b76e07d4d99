import { KERNEL_VERSION } from '@hearth/shared-kernel/domain';
import { fetchManifest, IncompatibleKernelError, parseManifest } from './fetchManifest';

const manifest = {
  area: 'patient',
  kernel: `^${KERNEL_VERSION}`,
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
    expect(() => parseManifest({ ...manifest, routes: [] }, 'patient')).toThrow('no routes');
    expect(() =>
      parseManifest({ ...manifest, routes: [{ path: '/x', title: 'X', permissions: ['BE_ROOT'] }] }, 'patient'),
    ).toThrow('unknown permission');
    expect(() => parseManifest('<html>garbage', 'patient')).toThrow();
  });
});

describe('the kernel range a remote declares', () => {
  it('mounts a remote whose range the host kernel satisfies', () => {
    expect(parseManifest({ ...manifest, kernel: `>=${KERNEL_VERSION} <99.0.0` }, 'patient')).toHaveLength(2);
  });

  it('refuses a remote built for another kernel, or one that declares none', () => {
    for (const kernel of ['^99.0.0', '0.0.1', undefined, 'garbage']) {
      expect(() => parseManifest({ ...manifest, kernel }, 'patient')).toThrow(IncompatibleKernelError);
    }
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
