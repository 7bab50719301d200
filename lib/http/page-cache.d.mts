/** The shop's page cache (see the .mjs): next.config `cacheHandler`. */
export function withHeadersFromHtml(value: unknown): void;
export default class PageCache {
  constructor(options?: { serverDistDir?: string; maxMemoryCacheSize?: number });
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
