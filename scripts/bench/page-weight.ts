import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * A trip page's weight against the framework's floor in the same production build: the HTML bytes, and the bytes of
 * the JavaScript its <script src> tags load, raw and brotli (quality 11, what a CDN serves), compared with the chunks
 * every App Router page loads whatever it renders (build-manifest.json's rootMainFiles + polyfills).
 * Needs a running production server of that build: `npm start` (.next, port 3000), or set BENCH_BASE_URL and
 * NEXT_DIST_DIR (e.g. http://localhost:3100 and .next-e2e while `npm run test:e2e` serves it).
 */
const TRIP_PATH = process.env.BENCH_TRIP_PATH ?? '/en/travel/1/annapurna-sanctuary-trek';

interface Weight { raw: number; brotli: number }

const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const weigh = (data: Buffer | string): Weight => ({ raw: Buffer.byteLength(data), brotli: brotli(data) });
const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, brotli: a.brotli + b.brotli });
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function scriptFiles(html: string): string[] {
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].flatMap((m) => {
    const src = m[1] ?? '';
    const path = src.split('?')[0] ?? '';
    return path.startsWith('/_next/static/') ? [`static/${path.slice('/_next/static/'.length)}`] : [];
  });
}

function sumFiles(distDir: string, files: string[]): Weight {
  return [...new Set(files)].reduce<Weight>((total, file) => add(total, weigh(readFileSync(join(distDir, file)))), { raw: 0, brotli: 0 });
}

export async function run(): Promise<void> {
  const distDir = process.env.NEXT_DIST_DIR ?? ['.next', '.next-e2e'].find((d) => existsSync(join(d, 'build-manifest.json')));
  const baseUrl = (process.env.BENCH_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  if (!distDir || !existsSync(join(distDir, 'build-manifest.json'))) {
    console.log('page-weight: skipped, no production build found (run `npm start` or `npm test` first).');
    return;
  }
  let html: string;
  try {
    const response = await fetch(`${baseUrl}${TRIP_PATH}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    html = await response.text();
  } catch (error) {
    console.log(`page-weight: skipped, ${baseUrl}${TRIP_PATH} is not served (${(error as Error).message}). ` +
      'Start the production build first (`npm start`), or set BENCH_BASE_URL and NEXT_DIST_DIR to a running build.');
    return;
  }
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[]; polyfillFiles: string[] };
  const floorFiles = [...manifest.rootMainFiles, ...manifest.polyfillFiles];
  const pageFiles = scriptFiles(html);
  const missing = floorFiles.filter((f) => !pageFiles.includes(f));
  const page = { html: weigh(html), js: sumFiles(distDir, pageFiles) };
  const floor = sumFiles(distDir, floorFiles);
  const rows: [string, Weight, string][] = [
    ['trip page HTML', page.html, ''],
    ['trip page JavaScript', page.js, `${pageFiles.length} files`],
    ['framework floor JavaScript', floor, `${floorFiles.length} files (rootMainFiles + polyfills)`],
    ['page JavaScript above the floor', { raw: page.js.raw - floor.raw, brotli: page.js.brotli - floor.brotli }, ''],
  ];
  console.log(`page-weight of ${TRIP_PATH} (${distDir}, ${baseUrl})`);
  for (const [label, w, note] of rows) console.log(`  ${label.padEnd(34)} raw ${kb(w.raw).padStart(10)}  brotli ${kb(w.brotli).padStart(9)}  ${note}`);
  console.log(`  ratio page JS / floor JS: raw ${(page.js.raw / floor.raw).toFixed(2)}x, brotli ${(page.js.brotli / floor.brotli).toFixed(2)}x`);
  console.log(`  ratio HTML / floor JS (brotli): ${(page.html.brotli / floor.brotli).toFixed(2)}x`);
  if (missing.length > 0) console.log(`  note: ${missing.length} floor files are not loaded by this page with <script src>`);
}
