/** @jest-environment ./src/testing/native-environment.cjs */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bearer, useTestApp } from '../../testing/harness';
import { COMPRESS_FROM_BYTES, acceptedEncoding, compressOnce } from './compression';

const s = useTestApp({ logins: ['dr.chen'] });
const chen = s.token('dr.chen');

describe('compressed answers', () => {
  test('Accept-Encoding: br first, then gzip or any; a refused one (q=0) is not used', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('BR; q=1.0')).toBe('br');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  test('bytes answered again (a kept task list) are compressed once per encoding', async () => {
    const bytes = Buffer.from(JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i }))));
    const br = compressOnce(bytes, 'br');
    expect(compressOnce(bytes, 'br')).toBe(br);
    expect(compressOnce(bytes, 'gzip')).not.toBe(br);
    // Equal bytes in another Buffer are another answer.
    expect(compressOnce(Buffer.from(bytes), 'br')).not.toBe(br);
    expect(brotliDecompressSync(await br).equals(bytes)).toBe(true);
  });

  test('a large JSON answer is compressed as the client accepts, and decodes to the same answer', async () => {
    // Two hundred roster rows: over the threshold.
    const url = '/roster?take=200&sortKey=lastName';
    const plain = await s.app.inject({ method: 'GET', url, headers: bearer(chen.access_token) });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/);

    const br = await s.app.inject({ method: 'GET', url, headers: { ...bearer(chen.access_token), 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await s.app.inject({ method: 'GET', url, headers: { ...bearer(chen.access_token), 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  test('a small answer goes as it is, whatever the client accepts', async () => {
    const small = await s.app.inject({ method: 'GET', url: '/roster?take=5&sortKey=lastName', headers: { ...bearer(chen.access_token), 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('results');
  });
});
