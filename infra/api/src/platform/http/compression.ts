/**
 * Large JSON answers go compressed to a client that accepts it. A task list of a thousand tasks
 * is over a megabyte, mostly the care team repeated on each task: brotli at its fastest setting
 * makes 1.3 MB of it about 60 KB in about a millisecond, on zlib's thread pool rather than the
 * event loop, where writing the megabyte to a socket took about three. Answers under
 * COMPRESS_FROM_BYTES go as they are: compressing them costs more than it saves. Every call is
 * authorised by a header, never a cookie, so a compressed answer's size tells a third party nothing
 * it could provoke (BREACH needs the browser to add the credential itself). Bytes a route answers
 * again (a kept task list) are compressed once per encoding.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_FROM_BYTES = 64 * 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip';

function compress(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? // The hint is the text's length, not its bytes: measuring a megabyte of text with one
      // non-Latin-1 character in it (a typographic apostrophe) takes milliseconds.
      brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length } })
    : gzipped(payload, { level: 1 });
}

/** Each answered Buffer's compressed forms, for as long as the Buffer itself is kept. */
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

export function compressOnce(payload: Buffer, encoding: Encoding): Promise<Buffer> {
  let forms = compressed.get(payload);
  if (!forms) compressed.set(payload, (forms = {}));
  return (forms[encoding] ??= compress(payload, encoding));
}

/** The encoding to answer in, from an Accept-Encoding header: br, else gzip; `q=0` refuses one. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const item of (header ?? '').toLowerCase().split(',')) {
    const [token, ...params] = item.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}

export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Text as Fastify serialised it, or bytes a route wrote itself.
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload)) || payload.length < COMPRESS_FROM_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    // Caches keep the encodings apart even when this one is sent as it is.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    return Buffer.isBuffer(payload) ? compressOnce(payload, encoding) : compress(payload, encoding);
  });
}
