import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * The Lighthouse benchmark's ceiling (BENCH_LIGHTHOUSE_NOSCRIPT=1): a proxy in front of the shop that answers its pages
 * without any script (inline or external) or script preload, and passes everything else through, gzipped as the shop
 * sends it. Between this ceiling and the page as shipped lies what the page's JavaScript costs.
 * Usage: tsx without-scripts.ts <shop url> <port>; loopback only.
 */
const [shopUrl, port] = process.argv.slice(2);
if (!shopUrl || !port) throw new Error('usage: without-scripts.ts <shop url> <port>');

const server = createServer((req, res) => {
  void (async () => {
    const upstream = await fetch(shopUrl + (req.url ?? '/'), { headers: { accept: req.headers.accept ?? '*/*' }, redirect: 'manual' });
    const type = upstream.headers.get('content-type') ?? '';
    let body = Buffer.from(await upstream.arrayBuffer());
    if (type.includes('text/html')) {
      body = Buffer.from(body.toString('utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]*as="script"[^>]*>/g, ''));
    }
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': upstream.headers.get('cache-control') ?? 'no-store' };
    const location = upstream.headers.get('location');
    if (location) headers.location = location;
    if (/text|javascript|json|svg/.test(type) && /gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(upstream.status, headers).end(body);
  })().catch((error: unknown) => res.writeHead(502).end(String(error)));
});
server.listen(Number(port), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
