/**
 * Serves one built deployable (host or a remote) from its dist folder, the way the production
 * nginx does: gzip, long caching for hashed files, no caching for entry points, CORS for remotes,
 * security headers, and for the host an SPA fallback plus the runtime /config.json.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prefixOwner, publicPrefixOwner } from '../../shared-kernel/paths/prefixOwner';
import type { RemoteLocation as HostRemoteLocation, RuntimeConfig } from '../../host/src/config/runtimeConfig';

/** A remote as the host's runtime configuration names it, and where the stack serves it from. */
export interface RemoteLocation extends HostRemoteLocation {
  /** The remote's origin and base URL. */
  url: string;
}

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** Host only: the runtime configuration document answered at /config.json. */
  runtimeConfig?: RuntimeConfigDocument;
  /**
   * Host only: read the runtime configuration from this file at every request instead (as nginx
   * serves an edited config.json): repointing a remote needs no rebuild or restart of the host.
   */
  runtimeConfigFile?: string;
}

/** The host's runtime configuration (config.json), with the stack's remotes. */
export interface RuntimeConfigDocument extends Omit<RuntimeConfig, 'remotes'> {
  remotes: RemoteLocation[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/**
 * Source maps stay in dist (production builds emit them hidden, for reading a stack trace) but are
 * never served: they would publish the whole source.
 */
const SOURCE_MAP = /\.map$/i;
/** Entry points must never be cached: repointing or redeploying a remote takes effect at once. */
const UNCACHED = /(^|\/)(index\.html|remoteEntry\.js|__federation_expose_[\w-]+\.js|mf-manifest\.json|mf-stats\.json|routes\.json|config\.json)$/;
/** An area's exposed code, beside its remoteEntry.js under a fixed name (infra/build/webpack.factory.cjs, chunkFilename). */
const EXPOSED_CODE = '__federation_expose_lifecycles.js';

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The build's preloads for one kind of page (infra/build/preload-chunk-group.cjs marks them): the
 * area machinery on an area's page, the sign-in pages on the host's own.
 */
const AREA_PAGE_PRELOAD = /<link\b[^>]*\bdata-area-page\b[^>]*>/g;
const HOST_PAGE_PRELOAD = /<link\b[^>]*\bdata-host-page\b[^>]*>/g;

/** Which variant of the host page a path gets: its public area's entry, and whether it is an area's page at all. */
function pageVariant(config: NonNullable<StaticServerOptions['runtimeConfig']>, pathname: string) {
  return { publicEntry: publicPrefixOwner(config.remotes, pathname)?.entry, areaPage: Boolean(prefixOwner(config.remotes, pathname)) };
}

/**
 * The host's page as served: the runtime configuration inlined (index.ts reads it instead of
 * fetching /config.json: one round trip less) and connections to the remotes' and the API's
 * origins opened while the host's code downloads. Both kinds of connection for the remotes:
 * remoteEntry.js arrives as a plain script, their chunks as anonymous CORS requests. The area
 * machinery's preloads stay only on an area's page: the host's own pages (login) never run it; the
 * sign-in pages' only on the host's own: an area's page never shows them.
 */
export function hostPage(html: string, config: NonNullable<StaticServerOptions['runtimeConfig']>, pathname = '/'): string {
  const { publicEntry, areaPage } = pageVariant(config, pathname);
  const remoteOrigins = [...new Set(config.remotes.map((r) => originOf(r.entry)))];
  const links = [
    // On a public area page, the area's entry and its code: both will surely run. The entry as a
    // plain script, as the federation runtime loads it; the code as the anonymous CORS script its
    // chunk loader asks for. Low priority, as the host's own preloads, so the first paint never waits.
    ...(publicEntry
      ? [
          `<link rel="preload" as="script" href="${publicEntry}" fetchpriority="low">`,
          `<link rel="preload" as="script" href="${new URL(EXPOSED_CODE, publicEntry).href}" crossorigin fetchpriority="low">`,
        ]
      : []),
    ...remoteOrigins.flatMap((o) => [`<link rel="preconnect" href="${o}">`, `<link rel="preconnect" href="${o}" crossorigin>`]),
    `<link rel="preconnect" href="${originOf(config.apiUrl)}" crossorigin>`,
  ];
  // A data block, not a script: nothing runs, so the CSP has no say; '<' escaped so it cannot close the element.
  const data = JSON.stringify(config).replace(/</g, '\\u003c');
  const inline = `<script id="hearth-config" type="application/json">${data}</script>`;
  const page = html.replace(areaPage ? HOST_PAGE_PRELOAD : AREA_PAGE_PRELOAD, '');
  return page.replace('</head>', `${links.join('')}${inline}</head>`);
}

/** CSP for the host page: scripts only from itself and the configured remotes, no inline script or eval. */
export function hostCsp(config: NonNullable<StaticServerOptions['runtimeConfig']>): string {
  const remotes = config.remotes.map((r) => originOf(r.url)).join(' ');
  const api = `${originOf(config.apiUrl)} ${originOf(config.wsUrl)}`;
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `connect-src 'self' ${api} ${remotes}`,
    // The console areas link their antd stylesheet from their own origin; antd still writes its
    // theme's CSS variables, and the areas their own styles, as style elements. Scripts stay strict.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    // Practices' logos come from the API.
    `img-src 'self' data: ${originOf(config.apiUrl)}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Answers one request for a deployable's files (startStaticServer listens with it). */
export function staticRequestHandler(options: StaticServerOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = resolve(options.dir);
  const gzipCache = new Map<string, Buffer>();
  /** The host page, one per variant (pageVariant), for the configuration it was made with. */
  const pages = new Map<string, Buffer>();
  let pagesFor = '';
  const isHost = Boolean(options.runtimeConfig || options.runtimeConfigFile);
  /** The configuration now: the file's when one is named (read each time: it is small). */
  const runtimeConfig = (): RuntimeConfigDocument | undefined =>
    options.runtimeConfigFile ? (JSON.parse(readFileSync(options.runtimeConfigFile, 'utf8')) as RuntimeConfigDocument) : options.runtimeConfig;

  function securityHeaders(res: ServerResponse): void {
    const config = isHost ? runtimeConfig() : undefined;
    res.setHeader('Content-Security-Policy', config ? hostCsp(config) : "default-src 'none'; frame-ancestors 'none'");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'DENY');
    if (!isHost) {
      // Remote code is public and fetched by the host's origin.
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  }

  /** `precompressed`: the build's gzip copy of the file (see infra/build/precompress.cjs), when it has one. */
  function send(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, ext: string, key: string, precompressed?: Buffer): void {
    res.statusCode = status;
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', UNCACHED.test(key) || status !== 200 ? 'no-cache' : 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    let payload = body;
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      payload = precompressed ?? gzipCache.get(key) ?? gzipSync(body, { level: 9 });
      gzipCache.set(key, payload);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', payload.length);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  /** The file a decoded path names inside the root, if any (never a sibling such as `dist-x`, never a source map). */
  async function fileAt(path: string): Promise<string | null> {
    const candidate = normalize(join(root, path));
    if (!candidate.startsWith(root + sep) || SOURCE_MAP.test(candidate)) return null;
    try {
      return (await stat(candidate)).isFile() ? candidate : null;
    } catch {
      return null;
    }
  }

  return async (req, res) => {
    securityHeaders(res);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.end();
      return;
    }
    let pathname: string;
    let path: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://x').pathname;
      path = decodeURIComponent(pathname);
    } catch {
      // Malformed percent-encoding (or a request target that is no URL): the client's mistake.
      send(req, res, 400, Buffer.from('Bad request'), '.txt', 'bad-request');
      return;
    }
    try {
      const config = isHost ? runtimeConfig() : undefined;
      if (config && pathname === '/config.json') {
        // Never the gzip cache's copy: the document may have changed since.
        gzipCache.delete('config.json');
        send(req, res, 200, Buffer.from(JSON.stringify(config)), '.json', 'config.json');
        return;
      }
      if (pathname === '/healthz') {
        send(req, res, 200, Buffer.from('ok'), '.txt', 'healthz');
        return;
      }
      const file = await fileAt(path);
      if (file) {
        send(req, res, 200, await readFile(file), extname(file), pathname, await readFile(`${file}.gz`).catch(() => undefined));
        return;
      }
      // The host is a single-page application: every unknown path is one of its routes.
      if (config && !extname(pathname)) {
        const key = JSON.stringify(config);
        if (key !== pagesFor) {
          pages.clear();
          for (const cached of [...gzipCache.keys()]) if (cached.startsWith('index.html')) gzipCache.delete(cached);
          pagesFor = key;
        }
        const { publicEntry, areaPage } = pageVariant(config, pathname);
        const variant = `${areaPage ? 'area' : 'host'}:${publicEntry ?? ''}`;
        let page = pages.get(variant);
        if (!page) {
          page = Buffer.from(hostPage(await readFile(join(root, 'index.html'), 'utf8'), config, pathname));
          pages.set(variant, page);
        }
        send(req, res, 200, page, '.html', `index.html${variant}`);
        return;
      }
      send(req, res, 404, Buffer.from('Not found'), '.txt', pathname);
    } catch {
      send(req, res, 500, Buffer.from('Server error'), '.txt', pathname);
    }
  };
}

export function startStaticServer(options: StaticServerOptions): Promise<() => Promise<void>> {
  const server = createServer(staticRequestHandler(options));
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      resolveStart(() => new Promise((done) => server.close(() => done())));
    });
  });
}
