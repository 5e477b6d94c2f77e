// A small static server for a built site, the way Firebase Hosting serves it here
// (clean URLs, 404.html with status 404, gzip, no-cache except hashed assets), on
// 127.0.0.1 and a free port. Benchmarks measure through it; tests use it to cut the network (`offline = true` drops
// every request) and to swap in a changed build (`root = otherDir`).
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticSite {
  url: string;
  root: string;
  offline: boolean;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** Answer the not-found page's own path (/404.html) with 200: Lighthouse refuses to audit a 404 document. */
  notFoundPageOk?: boolean;
  /** Sent with every response, as Hosting sends firebase.json's headers (the security headers, scripts/hosting-headers.ts). */
  headers?: Record<string, string>;
}

function resolveFile(root: string, pathname: string, options: ServeOptions): { file: string; status: number } {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = safe.endsWith('/') ? [join(safe, 'index.html')] : [safe, `${safe}.html`];
  for (const c of candidates) {
    const file = join(root, c);
    // Like Hosting, the not-found page answers 404 even at its own path (unless asked otherwise).
    const notFoundPage = file === join(root, '404.html') && !options.notFoundPageOk;
    if (existsSync(file) && statSync(file).isFile()) return { file, status: notFoundPage ? 404 : 200 };
  }
  return { file: join(root, '404.html'), status: 404 };
}

export async function serveStatic(root: string, options: ServeOptions = {}): Promise<StaticSite> {
  const site = { root, offline: false } as StaticSite;
  const server: Server = createServer((req, res) => {
    if (site.offline) {
      req.socket.destroy();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    const { file, status } = resolveFile(site.root, pathname, options);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      ...options.headers,
      'Content-Type': type,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = readFileSync(file);
    if (/text|javascript|json|xml|svg/.test(type) && /gzip/.test(String(req.headers['accept-encoding']))) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}
