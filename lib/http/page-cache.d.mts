/** The shop's page cache (see the .mjs): next.config `cacheHandler`. */
import type { PageStore } from './page-store.mjs';
import type { RedisStore } from './redis-store.mjs';
export function withHeadersFromHtml(value: unknown): void;
export default class PageCache {
  /** The folder store, or Redis when REDIS_URL is set. */
  store: PageStore | RedisStore;
  constructor(options?: { serverDistDir?: string; maxMemoryCacheSize?: number });
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
