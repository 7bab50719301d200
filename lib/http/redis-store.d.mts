/** The page cache's shared storage (see the .mjs); only what the tests use is declared. */
type Entry = { key: string; lastModified: number; tags: string[]; value: unknown; cacheControl?: unknown };
export const ENTRY_TTL_SECONDS: number;
export class RedisStore {
  constructor(options: { url: string; prefix: string; maxMemoryBytes: number });
  /** Revalidations not yet recorded in Redis: tag -> when. */
  pending: Record<string, number>;
  read(key: string): Promise<Entry | null>;
  write(entry: Entry): Promise<void>;
  remove(key: string): Promise<void>;
  markRevalidated(tags: string[], at: number): Promise<void>;
  revalidatedSince(tags: string[], since: number): Promise<boolean>;
  close(): Promise<void>;
}
