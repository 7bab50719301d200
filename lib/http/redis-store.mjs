import { createHash, randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import { decode, encode } from './page-store.mjs';

/**
 * The shared storage of the shop's page cache (page-cache.mjs) when REDIS_URL is set, so that several instances of
 * the shop serve one copy of each page and a revalidation through any of them reaches all. The same interface as
 * page-store.mjs (read, write, remove, markRevalidated, revalidatedSince), asynchronous.
 * - Keys: `<prefix>entry:<SHA-256 of the cache key>` (never the address asked, which may carry anything), a hash of the
 *   entry's version and its body, and `<prefix>tags`, a hash of tag -> when it was last revalidated. The prefix names
 *   the build (page-cache.mjs), so two builds sharing one Redis never read each other's pages, whose HTML names their
 *   own script files.
 * - Every read asks Redis for the entry's version, then for its tags' revalidation times (two small round trips). The
 *   body (a page is up to half a megabyte of JSON) is fetched and decoded only when this process holds no copy of that
 *   very version: a copy held in memory is never served once another instance replaced the entry or revalidated one
 *   of its tags.
 * - Bounded: every entry expires a day after it was written (the pages regenerate every ten minutes anyway). The tags
 *   hash expires two days after the last revalidation, so it always outlives the entries written before one; under a
 *   `maxmemory-policy volatile-ttl`, Redis gives up the entries that expire soonest, never the hash before them.
 * - An outage costs speed, never an answer: a command that gets no reply within half a second, or finds the
 *   connection down (no queue while offline), fails, and a failed read is a miss (the page is rendered), a failed
 *   write is skipped. A revalidation that could not be recorded is kept and recorded when the connection is back.
 */
const COMMAND_TIMEOUT_MS = 500;
export const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const TAGS_TTL_SECONDS = 2 * ENTRY_TTL_SECONDS;

const digest = (text) => createHash('sha256').update(text).digest('hex');

/** @typedef {import('./page-store.mjs').Entry} Entry */

export class RedisStore {
  /** @param {{ url: string; prefix: string; maxMemoryBytes: number }} options */
  constructor({ url, prefix, maxMemoryBytes }) {
    this.prefix = prefix;
    this.maxMemoryBytes = maxMemoryBytes;
    /** @type {Map<string, { version: string; entry: Entry; bytes: number }>} decoded copies, least recently used first */
    this.memory = new Map();
    this.memoryBytes = 0;
    this.tagsKey = `${prefix}tags`;
    /** @type {Record<string, number>} revalidations not yet recorded in Redis (tag -> when) */
    this.pending = {};
    this.down = false;
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS, rejectInFlight: true },
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    // Said once per outage, not once per attempt; the client reconnects by itself.
    this.client.on('error', (error) => {
      if (this.down) return;
      this.down = true;
      console.error(`[page-cache] Redis unavailable, pages are rendered without the shared cache: ${error.message}`);
    });
    this.client.on('ready', () => {
      if (this.down) console.error('[page-cache] Redis available again');
      this.down = false;
      void this.recordPending();
    });
    this.client.connect().catch(() => {});
  }

  entryKey(key) {
    return `${this.prefix}entry:${digest(key)}`;
  }

  /** @param {string} key @returns {Promise<Entry | null>} */
  async read(key) {
    try {
      const [version] = await this.client.hmGet(this.entryKey(key), ['version']);
      if (!version) return null;
      const held = this.memory.get(key);
      if (held?.version === version) {
        this.memory.delete(key);
        this.memory.set(key, held);
        return held.entry;
      }
      const text = await this.client.hGet(this.entryKey(key), 'body');
      if (!text) return null;
      const { version: stored, ...entry } = JSON.parse(text);
      if (entry.key !== key) return null;
      const decoded = { ...entry, value: decode(entry.value) };
      this.hold(key, stored, decoded, text.length);
      return decoded;
    } catch {
      return null;
    }
  }

  hold(key, version, entry, bytes) {
    this.forget(key);
    if (bytes > this.maxMemoryBytes) return;
    this.memory.set(key, { version, entry, bytes });
    this.memoryBytes += bytes;
    for (const [oldest, { bytes: size }] of this.memory) {
      if (this.memoryBytes <= this.maxMemoryBytes) break;
      this.memory.delete(oldest);
      this.memoryBytes -= size;
    }
  }

  forget(key) {
    const held = this.memory.get(key);
    if (!held) return;
    this.memory.delete(key);
    this.memoryBytes -= held.bytes;
  }

  /** @param {Entry} entry */
  async write(entry) {
    // Unique per write: two instances rendering one page in the same millisecond still write two versions.
    const version = `${entry.lastModified}-${randomBytes(6).toString('hex')}`;
    const text = JSON.stringify({ ...entry, version, value: encode(entry.value) });
    const key = this.entryKey(entry.key);
    try {
      await this.client.multi().hSet(key, { version, body: text }).expire(key, ENTRY_TTL_SECONDS).exec();
      this.hold(entry.key, version, entry, text.length);
    } catch {
      // Not kept: the next visit renders it again.
      this.forget(entry.key);
    }
  }

  /** @param {string} key */
  async remove(key) {
    this.forget(key);
    try {
      await this.client.del(this.entryKey(key));
    } catch {
      // Left to its expiry; its tags' revalidation keeps it from being served.
    }
  }

  /** @param {string[]} tags @param {number} at */
  async markRevalidated(tags, at) {
    for (const tag of tags) this.pending[tag] = Math.max(this.pending[tag] ?? 0, at);
    await this.recordPending();
  }

  async recordPending() {
    const batch = this.pending;
    if (Object.keys(batch).length === 0) return;
    this.pending = {};
    try {
      await this.client.multi().hSet(this.tagsKey, Object.fromEntries(Object.entries(batch).map(([tag, at]) => [tag, String(at)]))).expire(this.tagsKey, TAGS_TTL_SECONDS).exec();
    } catch {
      for (const [tag, at] of Object.entries(batch)) this.pending[tag] = Math.max(this.pending[tag] ?? 0, at);
    }
  }

  /**
   * Whether one of the tags was revalidated after `since`, through any instance. When Redis cannot say, yes: the page
   * is rendered rather than risk serving a copy a revalidation replaced.
   * @param {string[]} tags @param {number} since
   */
  async revalidatedSince(tags, since) {
    const unique = [...new Set(tags)];
    if (unique.length === 0) return false;
    if (unique.some((tag) => (this.pending[tag] ?? -Infinity) > since)) return true;
    try {
      const times = await this.client.hmGet(this.tagsKey, unique);
      return times.some((at) => at !== null && Number(at) > since);
    } catch {
      return true;
    }
  }

  /** Drops the connection and stops reconnecting (tests; a server process simply exits). */
  async close() {
    try {
      this.client.destroy();
    } catch {
      // Already closed.
    }
  }
}
