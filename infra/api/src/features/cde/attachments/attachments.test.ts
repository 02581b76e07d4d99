/** @jest-environment ./src/testing/native-environment.cjs */
import { bearer, countRows, ORGS, TEST_SECRET, useTestApp } from '../../../testing/harness';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@hearth/shared-kernel/domain';
import { attachmentsDir } from './storage';
import { attachmentUrlKey, signAttachment } from './signed-url';
import { BOUNDARY, MULTIPART_TYPE, multipart } from '../../../testing/multipart';

let dataDir: string;
const s = useTestApp({
  logins: ['dr.chen', 'review.first'],
  prepare: async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hearth-cde-attachments-'));
    return { config: { dataDir } };
  },
});
// Declared after useTestApp: jest runs afterAll hooks in order, so the app is closed by now.
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')]);
const upload = (filename: string, content: Buffer, user = 'dr.chen', type?: string) =>
  s.app.inject({
    method: 'POST',
    url: '/cde/attachment/?formId=eye-117&category=exam',
    headers: { ...bearer(s.token(user).access_token, ORGS.riverside), 'content-type': MULTIPART_TYPE },
    payload: multipart(filename, content, type ?? 'application/pdf'),
  });

/** Every file the store holds, temporary ones included. */
async function storedFiles(): Promise<string[]> {
  const root = attachmentsDir({ dataDir });
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('uploading', () => {
  test('a PDF is stored under its content address and answered with url and filename', async () => {
    const res = await upload('eye exam.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: expect.stringMatching(/^\/cde\/attachment\/[0-9a-f-]{36}$/), filename: 'eye exam.pdf', totalFailed: 0, failureMessages: [] });
    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/[/\\]([0-9a-f]{2})[/\\]\1[0-9a-f]{62}$/);
    // The same bytes again: one more record, still one stored file.
    expect((await upload('copy.pdf', PDF)).statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
  });

  test('20 MB and one byte is refused with 413 and nothing is stored', async () => {
    const before = { files: await storedFiles(), rows: await countRows(s.db, 'cde_attachments') };
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    PDF.copy(big);
    const res = await upload('big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'File size must be greater than 0MB and can not exceed 20MB', totalFailed: 1 });
    expect({ files: await storedFiles(), rows: await countRows(s.db, 'cde_attachments') }).toEqual(before);
  });

  test('exactly 20 MB is accepted', async () => {
    const limit = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    PDF.copy(limit);
    expect((await upload('limit.pdf', limit)).statusCode).toBe(200);
  });

  test('an empty file is refused with 413 and nothing is stored', async () => {
    const before = { files: await storedFiles(), rows: await countRows(s.db, 'cde_attachments') };
    const res = await upload('empty.pdf', Buffer.alloc(0));
    expect(res.statusCode).toBe(413);
    expect(res.json().failureMessages).toEqual(['File size must be greater than 0MB and can not exceed 20MB']);
    expect({ files: await storedFiles(), rows: await countRows(s.db, 'cde_attachments') }).toEqual(before);
  });

  test('an HTML page renamed .pdf is refused by its content, with the SPEC message', async () => {
    const before = await storedFiles();
    const res = await upload('report.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'dr.chen', 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().failureMessages).toEqual(['This file type is not allowed. Please choose a properly formatted pdf, png or jpg to upload']);
    expect(await storedFiles()).toEqual(before);
  });

  test('needs ADD_CDE_REQUEST or MODIFY_CDE_REQUEST', async () => {
    expect((await upload('x.pdf', PDF, 'review.first')).statusCode).toBe(403);
  });
});

describe('malformed uploads are refused with 4xx, never 5xx, and store nothing', () => {
  const post = (contentType: string, payload: string | Buffer) =>
    s.app.inject({
      method: 'POST',
      url: '/cde/attachment/?formId=eye-117&category=exam',
      headers: { ...bearer(s.token('dr.chen').access_token, ORGS.riverside), 'content-type': contentType },
      payload,
    });

  test.each([
    ['a JSON body', 'application/json', '{"file":"x"}'],
    ['multipart without a boundary', 'multipart/form-data', 'garbage'],
    ['multipart that never ends', MULTIPART_TYPE, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7`],
    ['a text field instead of a file', MULTIPART_TYPE, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`],
    ['no part at all', MULTIPART_TYPE, `--${BOUNDARY}--\r\n`],
  ])('%s', async (_what, contentType, payload) => {
    const before = { files: await storedFiles(), rows: await countRows(s.db, 'cde_attachments') };
    const res = await post(contentType, payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect({ files: await storedFiles(), rows: await countRows(s.db, 'cde_attachments') }).toEqual(before);
  });

  test('an unknown form or category is not found', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/cde/attachment/?formId=eye-117&category=nope',
      headers: { ...bearer(s.token('dr.chen').access_token, ORGS.riverside), 'content-type': MULTIPART_TYPE },
      payload: multipart('a.pdf', PDF, 'application/pdf'),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('signed download links', () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload('labs.pdf', PDF)).json().url;
  });
  const sign = (user = 'review.first') =>
    s.app.inject({ method: 'POST', url: '/cde/attachment/signedUrl', headers: bearer(s.token(user).access_token, ORGS.riverside), payload: { url } });

  test('serve the file as a download, nosniff, without a token', async () => {
    const signed = await sign();
    expect(signed.json()).toMatchObject({ filename: 'labs.pdf', url: expect.stringContaining('signature=') });
    const res = await s.app.inject({ method: 'GET', url: signed.json().url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="labs.pdf"; filename*=UTF-8''labs.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  test('are refused when tampered with', async () => {
    const good: string = (await sign()).json().url;
    const id = url.split('/').pop()!;
    const otherId = good.replace(id, '00000000-0000-4000-8000-000000000000');
    const laterExpiry = good.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`);
    const badSignature = good.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    for (const link of [otherId, laterExpiry, badSignature]) {
      const res = await s.app.inject({ method: 'GET', url: link });
      expect({ link, status: res.statusCode }).toEqual({ link, status: 403 });
    }
  });

  test('are refused after they expire', async () => {
    const id = url.split('/').pop()!;
    const expired = Math.floor(Date.now() / 1000) - 1;
    const res = await s.app.inject({ method: 'GET', url: `/cde/attachment/${id}/download?expires=${expired}&signature=${signAttachment(attachmentUrlKey(TEST_SECRET), id, expired)}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This link has expired');
  });
});

describe('deleting', () => {
  test('needs ADD_CDE_REQUEST; the stored file goes with its last record', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('unique png body')]);
    const { url } = (await upload('scan.png', png)).json();
    const files = (await storedFiles()).length;
    const del = (user: string) => s.app.inject({ method: 'DELETE', url, headers: bearer(s.token(user).access_token, ORGS.riverside) });
    expect((await del('review.first')).statusCode).toBe(403);
    expect((await del('dr.chen')).statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength(files - 1);
    expect((await del('dr.chen')).statusCode).toBe(404);
  });
});
