import { createServer } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { createAssetMemo } from '../lib/http/asset-memo';
import { socketAddressStamp } from '../lib/http/client-address';
import { createPageMemo, installPageMemo } from '../lib/http/page-memo';

/**
 * The production server (`npm start` runs it; so do the browser tests and `npm run bench`): Next's own request
 * handler, as `next start` runs it, behind the page memo (lib/http/page-memo.ts), which answers a public page sent
 * less than PAGE_MEMO_SECONDS ago (1 by default; 0 turns it off) with the same bytes before Next runs, and behind the
 * asset memo (lib/http/asset-memo.ts), which answers the build's script and style files with the compressed bytes Next
 * sent the first time, or their brotli copies from the build (up to ASSET_MEMO_BYTES of them, 32 MB by default; 0
 * turns it off).
 *
 *   node --import tsx scripts/serve.ts [-p port] [-H hostname]   (PORT otherwise; port 3000 and every interface by default)
 *
 * It serves the build in NEXT_DIST_DIR (`.next` by default) of the current folder, which must exist (`npm run build`).
 */
function option(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : process.argv[at + 1];
}

const port = Number(option('-p') ?? process.env.PORT ?? 3000);
const hostname = option('-H');
const seconds = Number(process.env.PAGE_MEMO_SECONDS ?? 1);
if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`PAGE_MEMO_SECONDS must be a number of seconds (0 turns the page memo off), not ${process.env.PAGE_MEMO_SECONDS}`);
const assetBytes = Number(process.env.ASSET_MEMO_BYTES ?? 32 * 1024 * 1024);
if (!Number.isInteger(assetBytes) || assetBytes < 0) throw new Error(`ASSET_MEMO_BYTES must be a number of bytes (0 turns the asset memo off), not ${process.env.ASSET_MEMO_BYTES}`);

// As `next start` does: the production build, its environment files and React's production build.
Object.assign(process.env, { NODE_ENV: 'production' });
const memo = installPageMemo(createPageMemo({ seconds }));
const assets = createAssetMemo({ maxBytes: assetBytes, distDir: join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next') });
const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const stampSocketAddress = socketAddressStamp();
const server = createServer((request, response) => {
  stampSocketAddress(request);
  if (assets?.answer(request, response) || memo?.answer(request, response)) return;
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
server.listen(port, hostname, () => {
  console.log(
    `Serving the production build on http://${hostname ?? 'localhost'}:${port} (page memo: ${memo ? `${seconds} s` : 'off'}; asset memo: ${assets ? `${Math.round(assetBytes / 1024 / 1024)} MB` : 'off'})`,
  );
});

const stop = () => {
  server.close(() => process.exit(0));
  // Kept-alive connections would hold the close open: they are ended once the answers in progress are sent.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
