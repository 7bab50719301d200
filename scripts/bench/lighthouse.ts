import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../../tests/e2e/chromium';
import { root } from '../shared';
import { startDocumentFloor } from './support/document-floor';
import { startNginx } from './support/nginx';
import { ensureTools, median, startBarePage, startShop, stopChild, waitForUrl } from './support/servers';

/**
 * Lighthouse's mobile preset (its default) against the production build, several runs per page, with a bare Next page
 * of the same node_modules (one layout, one paragraph) measured in the same rounds as the reference: a machine's
 * speed moves every score between runs, and the bare page shows where the framework's own floor is at that moment.
 * Each round runs the reference and then every page once, so slow and fast moments fall on all of them alike.
 * BENCH_LIGHTHOUSE_RUNS (default 3) rounds; the shop on BENCH_PORT / BENCH_BACKEND_PORT, the bare page on
 * BENCH_BARE_PORT. Lighthouse comes from the npm registry (npx), Chromium from the browser tests' finder.
 */
const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const PAGES = [
  ['home', '/en'],
  ['search', '/en?q=trek'],
  ['trip page', '/en/travel/1/annapurna-sanctuary-trek'],
  ['book page', '/en/travel/1/annapurna-sanctuary-trek/book'],
  ['checkout', '/en/checkout'],
  ['courses', '/en/courses'],
  ['course page', '/en/courses/1/mountain-navigation'],
] as const;
/** BENCH_LIGHTHOUSE_PAGES: a comma-separated subset of the labels above ("courses,course page"); default all. */
const ONLY = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
/** BENCH_LIGHTHOUSE_NOSCRIPT=1: each page also without its scripts, the ceiling its HTML and CSS allow. */
const NOSCRIPT = process.env.BENCH_LIGHTHOUSE_NOSCRIPT === '1';
/**
 * BENCH_LIGHTHOUSE_DOCUMENT=1: each page also as its document floor (support/document-floor.ts): the same HTML, CSS and
 * photos as an App Router page of server components only, which React hydrates as it does any page; the framework's
 * price for the document itself, apart from the shop's own client work.
 */
const DOCUMENT = process.env.BENCH_LIGHTHOUSE_DOCUMENT === '1';
/**
 * BENCH_LIGHTHOUSE_NGINX=1: each page also through the shipped nginx cache (deploy/nginx/proxy-cache.conf) in front of
 * the same `next start`, as a self-hosted production serves it: pages and scripts from the cache.
 */
const NGINX = process.env.BENCH_LIGHTHOUSE_NGINX === '1';
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number;
  tbtMs: number;
  /** Script bytes (transferred) that had arrived when the page was first seen painted: see scriptsBeforePaint. */
  scriptKbBeforeLcp: number;
  /** The page's main-thread tasks: how long they took, and how much of that the thread spent working. */
  mainThread: { wallMs: number; cpuMs: number };
  benchmarkIndex: number;
}

interface NetworkRequest { resourceType?: string; networkEndTime?: number; transferSize?: number }

/**
 * Lighthouse simulates LCP from the requests and tasks that came before the LCP it observed (unthrottled, on this
 * machine): every script already loaded and run at that moment enters the simulated LCP. A page whose first paint
 * comes before its scripts arrive (the bare page) keeps them out; this column shows how much each page carries.
 */
function scriptsBeforePaint(requests: NetworkRequest[], observedLcpMs: number): number {
  const bytes = requests
    .filter((r) => r.resourceType === 'Script' && (r.networkEndTime ?? Number.POSITIVE_INFINITY) <= observedLcpMs)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return bytes / 1024;
}

interface TraceEvent { name: string; ph?: string; pid?: number; tid?: number; ts?: number; dur?: number; tdur?: number; args?: { data?: { documentLoaderURL?: string } } }

/**
 * The page's main thread in a run's trace (Lighthouse --save-assets): the wall time of its tasks from the page's
 * navigation on, and the CPU time the thread actually got for them. Lighthouse multiplies each main-thread task's wall
 * time by its CPU slowdown (4x on the mobile preset), so a task that waited counts as if it had worked, and TBT counts
 * every task over 50 ms after that. On this project's two-core machines the page's renderer shares the cores with the
 * browser process, the display compositor, Lighthouse and the shop's server: wall time there has been 1.5-3.5x the
 * CPU time, run to run, for the same page and build (one layout went from 30 to 135 ms wall at 8-17 ms of CPU, waiting
 * on synchronous font requests to a busy browser process). The CPU figure is the page's own work, which moves little
 * between runs; the ratio of the two is how much the machine stretched it in that run.
 */
function mainThreadWork(tracePath: string): { wallMs: number; cpuMs: number } {
  if (!existsSync(tracePath)) return { wallMs: Number.NaN, cpuMs: Number.NaN };
  const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  // The thread that navigated to the page: a renderer's main thread whose navigationStart loaded an http(s) document.
  const navigation = events.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  if (!navigation) return { wallMs: Number.NaN, cpuMs: Number.NaN };
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== navigation.pid || e.tid !== navigation.tid) continue;
    if ((e.ts ?? 0) < (navigation.ts ?? 0)) continue;
    wall += e.dur ?? 0;
    cpu += e.tdur ?? 0;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}

/** The Accept header Chromium sends for an image, which decides the optimizer's format (AVIF) and its cache entry. */
const CHROME_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * The optimized photos a page offers at the widths a phone picks (Lighthouse's mobile device: 412 px at 1.75 dppx,
 * so up to 828 px), from its srcset attributes, each once.
 */
function phoneImageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, srcset = ''] of html.matchAll(/(?:srcSet|imageSrcSet)="([^"]+)"/gi)) {
    for (const candidate of srcset.split(', ')) {
      const [url = '', width = ''] = candidate.trim().split(' ');
      if (url.startsWith('/_next/image?') && Number.parseInt(width, 10) <= 828) urls.add(url.replaceAll('&amp;', '&'));
    }
  }
  return [...urls];
}

/**
 * The other reference: the shop's own pages without any script, served on BENCH_NOSCRIPT_PORT by the proxy of
 * support/without-scripts.ts, in a process of its own (this one blocks on each Lighthouse run).
 */
async function startWithoutScripts(shopUrl: string, portNumber: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const proxy = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'bench', 'support', 'without-scripts.ts'), shopUrl, String(portNumber)], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${portNumber}`;
  await waitForUrl(`${url}/en`, proxy);
  return { url, stop: () => stopChild(proxy) };
}

function lighthouse(url: string, chromium: string, outDir: string, n: number): Run | null {
  const out = join(outDir, `run-${n}.json`);
  const result = spawnSync('npx', ['-y', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${out}`, '--save-assets',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking'], {
    env: { ...process.env, CHROME_PATH: chromium },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0) {
    // Why the run gave no report (npm's engine warnings left out), so a lost run is explained rather than only counted.
    const reason = result.error?.message
      ?? (result.stderr ?? '').split('\n').filter((line) => line.trim() && !line.includes('EBADENGINE')).slice(-3).join(' / ');
    console.log(`  Lighthouse exited with ${result.status ?? result.signal} on ${url}: ${reason || 'no message'}`);
    return null;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
    environment: { benchmarkIndex: number };
    runtimeError?: { code?: string; message?: string };
  };
  if (report.runtimeError) console.log(`  Lighthouse reported ${report.runtimeError.code ?? 'an error'} on ${url}: ${report.runtimeError.message ?? ''}`);
  const score = (c: string) => report.categories[c]?.score ?? null;
  // The run's trace (tens of MB) is read here and not kept.
  const trace = out.replace(/\.json$/, '-0.trace.json');
  const mainThread = mainThreadWork(trace);
  for (const file of [trace, out.replace(/\.json$/, '-0.devtoolslog.json')]) rmSync(file, { force: true });
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    scriptKbBeforeLcp: scriptsBeforePaint(
      (report.audits['network-requests']?.details?.items ?? []) as NetworkRequest[],
      (report.audits.metrics?.details?.items?.[0] as { observedLargestContentfulPaint?: number } | undefined)?.observedLargestContentfulPaint ?? Number.NaN,
    ),
    mainThread,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

export async function run(): Promise<void> {
  const chromium = ensureChromium((line) => console.log(`[chromium] ${line}`));
  const outDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
  const shop = await startShop({ port: port('BENCH_PORT', 3099), backendPort: port('BENCH_BACKEND_PORT', 54339) });
  try {
    const bare = await startBarePage(port('BENCH_BARE_PORT', 3098));
    // Started inside the try, so that one failing to start still stops those already running.
    let noscript: Awaited<ReturnType<typeof startWithoutScripts>> | null = null;
    let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
    let floor: Awaited<ReturnType<typeof startDocumentFloor>> | null = null;
    try {
      if (NOSCRIPT) noscript = await startWithoutScripts(shop.url, port('BENCH_NOSCRIPT_PORT', 3097));
      if (NGINX) {
        ensureTools();
        nginx = await startNginx({ port: port('BENCH_NGINX_PORT', 18089), originPort: Number(new URL(shop.url).port), files: new Map() });
      }
      const pages = PAGES.filter(([label]) => ONLY.length === 0 || ONLY.includes(label));
      if (DOCUMENT) floor = await startDocumentFloor(shop.url, pages.map(([, path]) => path), port('BENCH_FLOOR_PORT', 3096));
      // Constant copies of these, which TypeScript keeps narrowed inside the callbacks below.
      const [withoutScripts, cache, documentFloor] = [noscript, nginx, floor];
      const targets = [
        ['bare Next page (reference)', `${bare.url}/`],
        ...pages.map(([label, path]) => [label, shop.url + path]),
        ...(withoutScripts ? pages.map(([label, path]) => [`${label}, no scripts`, withoutScripts.url + path]) : []),
        ...(documentFloor ? pages.map(([label], i) => [`${label}, document floor`, documentFloor.url + (documentFloor.paths[i] ?? '')]) : []),
        ...(cache ? pages.map(([label, path]) => [`${label}, nginx cache`, cache.cacheUrl + path]) : []),
      ];
      // Pages render (or fill the page cache) on their first visit; Lighthouse measures the visit after. So do their
      // photos: the image optimizer encodes each width on its first request (about a second for the LCP photo here).
      for (const [, url] of targets) {
        const html = await fetch(url ?? '').then((r) => r.text());
        for (const image of phoneImageUrls(html)) await fetch(new URL(image, url), { headers: { accept: CHROME_IMAGE_ACCEPT } }).then((r) => r.arrayBuffer());
        // Through nginx, the build's files are cached on their first request too: fetched here, not in round 1.
        if (cache && url?.startsWith(cache.cacheUrl)) {
          const assets = new Set(html.match(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g) ?? []);
          for (const asset of assets) await fetch(cache.cacheUrl + asset, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer());
        }
      }
      const runs = new Map<string, Run[]>(targets.map(([label]) => [label ?? '', []]));
      let n = 0;
      for (let round = 1; round <= RUNS; round++) {
        for (const [label, url] of targets) {
          const result = lighthouse(url ?? '', chromium, outDir, n++);
          if (result?.scores.performance != null) runs.get(label ?? '')?.push(result);
          else console.log(`  round ${round}, ${label}: Lighthouse gave no performance score (not counted)`);
        }
      }
      print(runs);
    } finally {
      await floor?.stop();
      await nginx?.stop();
      await noscript?.stop();
      await bare.stop();
    }
  } finally {
    await shop.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

function print(runs: Map<string, Run[]>): void {
  const all = [...runs.values()].flat();
  const referenceRuns = runs.values().next().value ?? [];
  const reference = median(referenceRuns.map((r) => r.scores.performance ?? 0));
  const referenceTbt = median(referenceRuns.map((r) => r.tbtMs));
  const misses: string[] = [];
  console.log(`Lighthouse ${LIGHTHOUSE}, mobile preset, ${RUNS} round${RUNS === 1 ? '' : 's'}; medians (performance also its range), ` +
    `machine benchmarkIndex ${Math.min(...all.map((r) => r.benchmarkIndex)).toFixed(0)}–${Math.max(...all.map((r) => r.benchmarkIndex)).toFixed(0)}`);
  console.log(`  ${'page'.padEnd(28)} ${'runs'.padStart(4)} ${'perf'.padStart(5)} ${'range'.padStart(10)} ${'- bare'.padStart(7)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'- bare'.padStart(7)} ${'JS KB < LCP'.padStart(11)} ${'main thread wall/CPU'.padStart(20)}  a11y  b.p.  SEO  goal`);
  for (const [label, list] of runs) {
    if (list.length === 0) {
      console.log(`  ${label.padEnd(28)}    0  (no run gave a score)`);
      continue;
    }
    const perf = list.map((r) => r.scores.performance ?? 0);
    const cat = (c: (typeof CATEGORIES)[number]) => median(list.map((r) => r.scores[c] ?? 0)).toFixed(2).padStart(5);
    const scoreGap = median(perf) - reference;
    const tbt = median(list.map((r) => r.tbtMs));
    const isReference = list === referenceRuns;
    // Goals: the page's median within 0.03 of the bare page's, its total blocking time within 150 ms of it.
    const ok = scoreGap >= -0.03 && tbt - referenceTbt <= 150;
    if (!ok) misses.push(label);
    console.log(`  ${label.padEnd(28)} ${String(list.length).padStart(4)} ${median(perf).toFixed(2).padStart(5)} ` +
      `${`${Math.min(...perf).toFixed(2)}–${Math.max(...perf).toFixed(2)}`.padStart(10)} ${(isReference ? '' : scoreGap.toFixed(2)).padStart(7)} ` +
      `${median(list.map((r) => r.lcpMs)).toFixed(0).padStart(7)} ${tbt.toFixed(0).padStart(7)} ${(isReference ? '' : (tbt - referenceTbt).toFixed(0)).padStart(7)} ${median(list.map((r) => r.scriptKbBeforeLcp)).toFixed(0).padStart(11)} ` +
      `${`${median(list.map((r) => r.mainThread.wallMs)).toFixed(0)}/${median(list.map((r) => r.mainThread.cpuMs)).toFixed(0)} ms`.padStart(20)} ` +
      `${cat('accessibility')} ${cat('best-practices')} ${cat('seo')}  ${isReference ? '' : ok ? 'ok' : 'MISSED'}`);
  }
  console.log('  (main thread wall/CPU: the page\'s main-thread tasks from its navigation on, their wall time and the CPU time they got;');
  console.log('   Lighthouse counts wall time, x4, so the gap between the two is the machine\'s share of TBT, the CPU time the page\'s own)');
  console.log(`  (goals: each page's median performance within 0.03 of the bare page's, its TBT within 150 ms of the bare page's; ${misses.length ? `missed: ${misses.join(', ')}` : 'all met'})`);
}
