import { createServer } from 'node:http';
import next from 'next';
import { socketAddressStamp } from '../lib/http/client-address';

/**
 * The production server: Next's documented custom server (`next()` and its request handler), doing exactly what
 * `next start` does plus one thing `next start` cannot: it writes the connection's address into a header Next's
 * server code can read (lib/http/client-address.ts), replacing whatever a client sent there, so per-visitor limits key
 * on the real peer when no trusted proxy header is configured. And it refuses TRACE and TRACK itself (405), which
 * Next answers with a 500 before its middleware can see them (the Fetch API's Request refuses to be built with them).
 * Nothing is cached, compressed or rewritten here:
 * caching and compression belong to the cache in front (deploy/nginx, a CDN), as on the hosting platform.
 *
 *   node --import tsx scripts/serve.ts [-p port] [-H hostname]   (PORT and HOSTNAME otherwise; 3000 and localhost by default)
 *
 * It serves the build in NEXT_DIST_DIR (`.next` by default) of the current folder, which must exist (`next build`).
 */
function option(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : process.argv[at + 1];
}

const port = Number(option('-p') ?? process.env.PORT ?? 3000);
const hostname = option('-H') ?? process.env.HOSTNAME ?? 'localhost';
// Next resolves the middleware's rewrites against this name: with an address there (0.0.0.0, 127.0.0.1), a rewrite
// asked for by address was taken for an external one and proxied back to this server, endlessly. The socket listens
// on HOSTNAME; Next is told `localhost` whatever it is.
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

/** TRACE and TRACK echo a request back (cookies included): no server of the shop answers them. */
const UNSERVED = new Set(['TRACE', 'TRACK']);

const stampSocketAddress = socketAddressStamp();
const server = createServer((request, response) => {
  const method = (request.method ?? '').toUpperCase();
  if (UNSERVED.has(method)) {
    response.writeHead(405, { allow: 'GET, HEAD, POST, OPTIONS', 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ error: `The ${method} method is not allowed` }));
    return;
  }
  stampSocketAddress(request);
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
server.listen(port, hostname, () => console.log(`Serving the production build on http://${hostname}:${port}`));

const stop = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
