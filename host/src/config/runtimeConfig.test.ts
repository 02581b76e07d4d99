import { kernelEnv } from './kernelEnv';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

const remote = {
  name: 'mf_patient',
  area: 'patient',
  url: 'http://localhost:8081',
  entry: 'http://localhost:8081/remoteEntry.js',
  routesUrl: 'http://localhost:8081/routes.json',
  prefixes: ['/enrollment', 7],
  publicPrefixes: ['/enrollment', null],
};

describe('parseRuntimeConfig', () => {
  it('reads the API, key, environment and remote locations', () => {
    const config = parseRuntimeConfig({ apiUrl: 'http://api', wsUrl: 'ws://api', apiKey: 'k', env: 'demo', simulators: true, remotes: [remote] });
    expect(config).toEqual({
      apiUrl: 'http://api',
      wsUrl: 'ws://api',
      apiKey: 'k',
      env: 'demo',
      simulators: true,
      remotes: [{ name: 'mf_patient', area: 'patient', entry: remote.entry, routesUrl: remote.routesUrl, prefixes: ['/enrollment'], publicPrefixes: ['/enrollment'] }],
    });
  });

  it('defaults an absent API key to empty (SPEC §7 allows it)', () => {
    expect(parseRuntimeConfig({ apiUrl: 'a', wsUrl: 'w' }).apiKey).toBe('');
  });

  it('takes the simulators as off unless the document says true', () => {
    expect(parseRuntimeConfig({ apiUrl: 'a', wsUrl: 'w' }).simulators).toBe(false);
    expect(parseRuntimeConfig({ apiUrl: 'a', wsUrl: 'w', simulators: 'yes' }).simulators).toBe(false);
  });

  it('refuses a document without the API or with an unknown remote', () => {
    expect(() => parseRuntimeConfig({ wsUrl: 'w' })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ apiUrl: 'a', wsUrl: 'w', remotes: [{ ...remote, name: 'mf_evil' }] })).toThrow(/not a known remote/);
  });
});

describe('kernelEnv', () => {
  it('logs to the API only in production-like environments', () => {
    expect(kernelEnv('prod')).toBe('production');
    expect(kernelEnv('SRP')).toBe('production');
    expect(kernelEnv('test')).toBe('test');
    expect(kernelEnv('qa')).toBe('development');
    expect(kernelEnv('demo')).toBe('development');
  });
});

describe('loadRuntimeConfig', () => {
  const doc = (inline?: string) => {
    const d = document.implementation.createHTMLDocument('');
    if (inline !== undefined) d.head.innerHTML = `<script id="hearth-config" type="application/json">${inline}</script>`;
    return d;
  };
  afterEach(() => jest.restoreAllMocks());

  it('reads the copy the server inlined in the page, without a request', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    const config = await loadRuntimeConfig(doc(JSON.stringify({ apiUrl: 'http://api', wsUrl: 'ws://api', remotes: [] })));
    expect(config.apiUrl).toBe('http://api');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches /config.json when the page has no usable copy', async () => {
    const fetchSpy = jest.fn(async () => ({ ok: true, json: async () => ({ apiUrl: 'http://fetched', wsUrl: 'ws://x' }) }));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    expect((await loadRuntimeConfig(doc('{broken'))).apiUrl).toBe('http://fetched');
    expect((await loadRuntimeConfig(doc())).apiUrl).toBe('http://fetched');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
