/** The page cache's storage (see the .mjs); only what the tests use is declared. */
export const PAGE_STORE_FOLDER: string;
export function encode(value: unknown): unknown;
export function decode(value: unknown): unknown;
export class PageStore {
  constructor(limits: { dir: string | null; maxFiles: number; maxDiskBytes: number; maxMemoryBytes: number });
  read(key: string): { key: string; lastModified: number; tags: string[]; value: unknown; cacheControl?: unknown } | null;
}
