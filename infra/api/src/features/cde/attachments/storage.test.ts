import fs, { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { folderAttachmentStore } from './storage';

const root = mkdtempSync(join(tmpdir(), 'hearth-attachments-'));
afterEach(() => jest.restoreAllMocks());
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A request body cut short before its end (a client gone, a multipart part that never ends). */
const cutShort = () =>
  new Readable({
    read() {
      this.destroy(new Error('Unexpected end of form'));
    },
  });

test('a body that fails before the temporary file is even open leaves no file behind', async () => {
  // The temporary file is created by an open on the thread pool. On a busy machine that open can
  // finish after the body has failed: here it is held back 30 ms to make that order certain.
  const realOpen = fs.open;
  jest.spyOn(fs, 'open').mockImplementation(((...args: unknown[]) => {
    setTimeout(() => (realOpen as (...a: unknown[]) => void)(...args), 30);
  }) as typeof fs.open);
  const store = folderAttachmentStore(root);
  await expect(store.receive(cutShort(), 1024)).rejects.toThrow('Unexpected end of form');
  await new Promise((done) => setTimeout(done, 100));
  expect(readdirSync(join(root, 'tmp'))).toEqual([]);
});
