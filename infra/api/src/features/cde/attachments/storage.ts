/**
 * Where attachment bytes live, behind a small interface so another store (object storage) can take
 * its place. The default is a content-addressed folder under the data directory: a file is streamed
 * into a temporary name while its SHA-256 is computed, then renamed to <root>/<2 hex>/<sha256>; the
 * same bytes uploaded twice are stored once. Nothing is kept of a refused upload.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file streamed in but not yet kept. */
interface ReceivedFile {
  sha256: string;
  size: number;
  /** The first bytes, for the type check by magic bytes. */
  head: Buffer;
  /** More than the limit arrived (the rest was not read). */
  tooLarge: boolean;
  /** Keeps it under its content address. */
  keep(): Promise<void>;
  /** Forgets it. */
  discard(): Promise<void>;
}

export interface AttachmentStore {
  receive(source: Readable, limitBytes: number): Promise<ReceivedFile>;
  open(sha256: string): Promise<Readable | null>;
  remove(sha256: string): Promise<void>;
}

/** The default store's folder under the data directory. */
export const attachmentsDir = (config: { dataDir: string }) => join(config.dataDir, 'cde-attachments');

const HEAD_BYTES = 64;
const SHA = /^[0-9a-f]{64}$/;

class TooLarge extends Error {}

/** The source says it stopped at its own limit (busboy marks the stream truncated, or errors). */
const cutShort = (source: Readable, error: unknown) =>
  (source as { truncated?: boolean }).truncated === true || (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

export function folderAttachmentStore(root: string): AttachmentStore {
  const tmpDir = join(root, 'tmp');
  const pathOf = (sha256: string) => join(root, sha256.slice(0, 2), sha256);

  return {
    async receive(source, limitBytes) {
      await mkdir(tmpDir, { recursive: true });
      const tmp = join(tmpDir, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > limitBytes) return done(new TooLarge());
          hash.update(chunk);
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          done(null, chunk);
        },
      });
      let tooLarge: boolean;
      const out = createWriteStream(tmp);
      try {
        await pipeline(source, counter, out);
        tooLarge = cutShort(source, null);
      } catch (error) {
        // The file is created by an open on the thread pool, which may still be under way when the
        // body fails: remove it only once the stream has closed, or the open would bring it back.
        if (!out.closed) await new Promise<void>((closed) => out.once('close', () => closed()));
        await rm(tmp, { force: true });
        if (!(error instanceof TooLarge) && !cutShort(source, error)) throw error;
        tooLarge = true;
        // Let the rest of the request body drain, so the refusal reaches the client.
        source.resume();
      }
      if (tooLarge) await rm(tmp, { force: true });
      const sha256 = hash.digest('hex');
      return {
        sha256,
        size,
        head,
        tooLarge,
        async keep() {
          const final = pathOf(sha256);
          await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
          const exists = await stat(final).then(() => true, () => false);
          if (exists) await rm(tmp, { force: true });
          else await rename(tmp, final);
        },
        discard: () => rm(tmp, { force: true }),
      };
    },
    async open(sha256) {
      if (!SHA.test(sha256)) return null;
      const exists = await stat(pathOf(sha256)).then((s) => s.isFile(), () => false);
      return exists ? createReadStream(pathOf(sha256)) : null;
    },
    async remove(sha256) {
      if (SHA.test(sha256)) await rm(pathOf(sha256), { force: true });
    },
  };
}
