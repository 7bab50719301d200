/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PageCache from '@/lib/http/page-cache.mjs';
import { PageStore } from '@/lib/http/page-store.mjs';

/** The shop's cacheHandler on a real folder: what Next gives it (set) and asks of it (get), as next start does. */
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const html = '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/></head><body><script>self.__next_f.push([1,"x"])</script></body></html>';
const page = (status?: number) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('1:"rsc"'),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/en,trips' },
  postponed: undefined,
  ...(status === undefined ? {} : { status }),
});
type Cached = { value: { headers: Record<string, string>; rscData: Buffer; segmentData: Map<string, Buffer>; html: string } } | null;

describe('the page cache (next.config cacheHandler)', () => {
  let dir: string;
  let cache: PageCache;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'page-cache-'));
    cache = new PageCache({ serverDistDir: dir, maxMemoryCacheSize: 1024 * 1024 });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const files = () => readdirSync(join(dir, 'page-cache')).filter((name) => name.endsWith('.json') && name !== 'revalidated-tags.json');

  it("gives a statically rendered page the hashes of its inline scripts and its stylesheets' preload, and keeps them", async () => {
    const value = page();
    await cache.set('/en', value, { cacheControl: { revalidate: 600, expire: 1200 } });
    expect(value.headers).toMatchObject({
      'content-security-policy': `script-src 'self' ${hash('self.__next_f.push([1,"x"])')}`,
      link: '</_next/static/chunks/a.css>; rel=preload; as=style',
    });
    const cached = (await cache.get('/en', {})) as Cached & { cacheControl: unknown };
    expect(cached?.cacheControl).toEqual({ revalidate: 600, expire: 1200 });
    // Read back by a later process: from the folder, bytes and maps as they were.
    const later = new PageStore({ dir: join(dir, 'page-cache'), maxFiles: 10, maxDiskBytes: 1e6, maxMemoryBytes: 1e6 }).read('/en') as Cached;
    expect(later?.value).toEqual(value);
    expect(later?.value.rscData.toString()).toBe('1:"rsc"');
    expect(later?.value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(later?.value.headers['content-security-policy']).toContain("'sha256-");
  });

  it.each([404, 405, 500])('sends a %i with its policy but never keeps it, and forgets the page it replaces', async (status) => {
    await cache.set('/en/travel/9/x', page(), {});
    expect(files()).toHaveLength(1);
    const answer = page(status);
    await cache.set('/en/travel/9/x', answer, {});
    expect(answer.headers['content-security-policy' as keyof typeof answer.headers]).toContain("'sha256-");
    expect(await cache.get('/en/travel/9/x', {})).toBeNull();
    expect(files()).toHaveLength(0);
  });

  it('keeps fetched data of status 200 only', async () => {
    const fetched = (status: number) => ({ kind: 'FETCH', data: { headers: {}, body: 'e30=', url: 'http://127.0.0.1/rest', status }, revalidate: 600 });
    await cache.set('a', fetched(200), { tags: ['trips'] });
    await cache.set('b', fetched(503), { tags: ['trips'] });
    expect(await cache.get('a', { tags: ['trips'] })).not.toBeNull();
    expect(await cache.get('b', { tags: ['trips'] })).toBeNull();
  });

  it('renders again what carries a revalidated tag or path, and nothing else', async () => {
    await cache.set('/en', page(), {});
    await cache.set('/es', { ...page(), headers: { 'x-next-cache-tags': '_N_T_/es' } }, {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag('_N_T_/en');
    expect(await cache.get('/en', {})).toBeNull();
    expect(await cache.get('/es', {})).not.toBeNull();
    await cache.revalidateTag(['trips']);
    await cache.set('/en', page(), {});
    expect(await cache.get('/en', {})).not.toBeNull();
  });

  it('names its files by hash, never by the address asked', async () => {
    await cache.set('/../../etc/passwd', page(), {});
    expect(files()).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.json$/)]);
    expect(JSON.parse(readFileSync(join(dir, 'page-cache', files()[0] ?? ''), 'utf8')).key).toBe('/../../etc/passwd');
  });

  it('keeps a bounded number of files, the oldest given up first', async () => {
    const previous = process.env.PAGE_CACHE_MAX_FILES;
    process.env.PAGE_CACHE_MAX_FILES = '3';
    const bounded = new PageCache({ serverDistDir: join(dir, 'bounded') });
    for (const n of [1, 2, 3, 4, 5]) await bounded.set(`/en/travel/${n}/x`, page(), {});
    process.env.PAGE_CACHE_MAX_FILES = previous;
    expect(readdirSync(join(dir, 'bounded', 'page-cache')).filter((name) => name.endsWith('.json'))).toHaveLength(3);
    expect(await bounded.get('/en/travel/1/x', {})).toBeNull();
    expect(await bounded.get('/en/travel/5/x', {})).not.toBeNull();
  });
});

describe('the page cache without a build folder (the middleware gives it none)', () => {
  it('keeps what it is given in memory', async () => {
    const cache = new PageCache({});
    await cache.set('fetch-key', { kind: 'FETCH', data: { headers: {}, body: 'e30=', url: 'http://127.0.0.1/x', status: 200 }, revalidate: 60 }, {});
    expect(await cache.get('fetch-key', {})).not.toBeNull();
  });
});
