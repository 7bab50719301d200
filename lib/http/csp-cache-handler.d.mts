/** Next's file-system page cache with the shop's headers (see the .mjs); only what the tests use is declared. */
export default class CspCacheHandler {
  constructor(context: { serverDistDir: string; revalidatedTags: string[]; fs?: unknown; flushToDisk?: boolean; maxMemoryCacheSize?: number });
  get(...args: unknown[]): Promise<unknown>;
  set(key: string, data: unknown, context: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
