import { loadConfig, parseDuration } from './config';

describe('parseDuration', () => {
  test.each([
    ['900', 900],
    ['900s', 900],
    ['15m', 900],
    ['12h', 43200],
    ['1d', 86400],
    [' 5M ', 300],
  ])('%s → %i seconds', (text, seconds) => expect(parseDuration(text, 1)).toBe(seconds));

  test('empty uses the default; nonsense and zero are refused', () => {
    expect(parseDuration(undefined, 42)).toBe(42);
    expect(parseDuration('', 42)).toBe(42);
    expect(() => parseDuration('soon', 1)).toThrow(/Not a duration/);
    expect(() => parseDuration('0m', 1)).toThrow(/positive/);
  });
});

describe('loadConfig', () => {
  test('metrics on their own port: 127.0.0.1:9464 by default, moved or turned off, never the API port', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ HEARTH_METRICS_PORT: '19464', HEARTH_METRICS_HOST: '0.0.0.0' })).toMatchObject({ metricsPort: 19464, metricsHost: '0.0.0.0' });
    expect(loadConfig({ HEARTH_METRICS_PORT: 'off' }).metricsPort).toBeNull();
    expect(() => loadConfig({ HEARTH_METRICS_PORT: 'nine' })).toThrow('Not a port: nine');
    expect(() => loadConfig({ PORT: '9000', HEARTH_METRICS_PORT: '9000' })).toThrow('HEARTH_METRICS_PORT must not be the API port (PORT)');
  });

  test('HEARTH_PG_POOL: ten connections by default, else the number given; nonsense and zero are refused', () => {
    expect(loadConfig({}).pgPoolSize).toBe(10);
    expect(loadConfig({ HEARTH_PG_POOL: '4' }).pgPoolSize).toBe(4);
    expect(() => loadConfig({ HEARTH_PG_POOL: '0' })).toThrow('HEARTH_PG_POOL must be a whole number of at least 1: 0');
    expect(() => loadConfig({ HEARTH_PG_POOL: 'few' })).toThrow(/HEARTH_PG_POOL/);
  });

  test('trusted proxies: none by default, else the listed addresses', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ HEARTH_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  test('sending facilities map to organizations, and to the names people know them by (names may hold commas)', () => {
    const config = loadConfig({ HEARTH_ADT_FACILITIES: 'A_HOSP=org-1,B_HOSP=org-2', HEARTH_ADT_FACILITY_NAMES: 'A_HOSP=St. Mary’s, North Campus;B_HOSP=County General' });
    expect(config.adtFacilities).toEqual({ A_HOSP: 'org-1', B_HOSP: 'org-2' });
    expect(config.adtFacilityNames).toEqual({ A_HOSP: 'St. Mary’s, North Campus', B_HOSP: 'County General' });
    expect(loadConfig({}).adtFacilityNames).toBeNull();
    expect(() => loadConfig({ HEARTH_ADT_FACILITY_NAMES: 'A_HOSP' })).toThrow('HEARTH_ADT_FACILITY_NAMES: not FACILITY=value: A_HOSP');
  });

  test('defaults: port 8787 on 127.0.0.1, PGlite, 15 min access and 12 h refresh tokens, portal origins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: null,
      accessTtlSeconds: 900,
      refreshTtlSeconds: 43200,
      allowedOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      portalUrl: 'http://localhost:8080',
      liveChannel: 'hearth_live',
      liveFanout: { kind: 'notify' },
      demo: true,
      simulators: false,
      smsWebhookSecret: null,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  test('reads the environment', () => {
    const config = loadConfig({
      PORT: '18787',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://x@y/z',
      HEARTH_DATA_DIR: '/tmp/hearth-data',
      HEARTH_ALLOWED_ORIGINS: 'https://portal.example/, https://admin.example',
      ACCESS_TTL: '5m',
      REFRESH_TTL: '1h',
      HEARTH_DEMO: '0',
      HEARTH_JWT_SECRET: 'x'.repeat(40),
      HEARTH_SIMULATORS: '1',
      HEARTH_SMS_WEBHOOK_SECRET: 'w'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 18787,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://x@y/z',
      dataDir: '/tmp/hearth-data',
      allowedOrigins: ['https://portal.example', 'https://admin.example'],
      portalUrl: 'https://portal.example',
      accessTtlSeconds: 300,
      refreshTtlSeconds: 3600,
      demo: false,
      simulators: true,
      smsWebhookSecret: 'w'.repeat(40),
      jwtSecret: 'x'.repeat(40),
    });
  });

  test('production needs a JWT secret, and a short one is refused anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/HEARTH_JWT_SECRET is required/);
    expect(() => loadConfig({ HEARTH_JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  test('production needs an encryption key too, and a short one is refused anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HEARTH_JWT_SECRET: 'x'.repeat(40) })).toThrow(/HEARTH_ENCRYPTION_KEY is required/);
    expect(() => loadConfig({ HEARTH_ENCRYPTION_KEY: 'short' })).toThrow(/at least 32/);
    expect(loadConfig({ HEARTH_ENCRYPTION_KEY: 'k'.repeat(40) }).encryptionKey).toBe('k'.repeat(40));
  });

  test('simulators only when HEARTH_SIMULATORS=1, whatever NODE_ENV or HEARTH_DEMO say', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).simulators).toBe(false);
    expect(loadConfig({ HEARTH_DEMO: '1' }).simulators).toBe(false);
    expect(loadConfig({ HEARTH_SIMULATORS: 'true' }).simulators).toBe(false);
    expect(loadConfig({ HEARTH_SIMULATORS: '1' }).simulators).toBe(true);
  });

  test('a short SMS webhook secret is refused', () => {
    expect(() => loadConfig({ HEARTH_SMS_WEBHOOK_SECRET: 'short' })).toThrow(/HEARTH_SMS_WEBHOOK_SECRET must be at least 32/);
  });

  test('HEARTH_LIVE_FANOUT: notify (the default) or a NATS URL; anything else stops the start, naming the setting', () => {
    expect(loadConfig({ HEARTH_LIVE_FANOUT: 'notify' }).liveFanout).toEqual({ kind: 'notify' });
    expect(loadConfig({ HEARTH_LIVE_FANOUT: ' ' }).liveFanout).toEqual({ kind: 'notify' });
    expect(loadConfig({ HEARTH_LIVE_FANOUT: 'nats://127.0.0.1:4222' }).liveFanout).toEqual({ kind: 'nats', url: 'nats://127.0.0.1:4222' });
    expect(() => loadConfig({ HEARTH_LIVE_FANOUT: 'nats' })).toThrow(/HEARTH_LIVE_FANOUT must be 'notify'.*or a NATS URL/);
    expect(() => loadConfig({ HEARTH_LIVE_FANOUT: 'NOTIFY!' })).toThrow(/HEARTH_LIVE_FANOUT/);
    expect(() => loadConfig({ HEARTH_LIVE_FANOUT: 'nats://' })).toThrow(/HEARTH_LIVE_FANOUT/);
    // A URL's password is not echoed in the error.
    expect(() => loadConfig({ HEARTH_LIVE_FANOUT: 'redis://:s3cret@127.0.0.1:6379' })).toThrow(/got a redis: URL$/);
    expect(() => loadConfig({ HEARTH_LIVE_FANOUT: 'redis://:s3cret@127.0.0.1:6379' })).not.toThrow(/s3cret/);
    expect(() => loadConfig({ HEARTH_LIVE_FANOUT: 'nats://127.0.0.1:4222', HEARTH_LIVE_CHANNEL: 'live.*' })).toThrow(/HEARTH_LIVE_CHANNEL/);
  });
});
