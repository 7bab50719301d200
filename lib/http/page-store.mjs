import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The storage of the shop's page cache (page-cache.mjs): one JSON file per entry in a folder of the build, named by the
 * SHA-256 of its key (never by the key itself, which comes from the address asked), a bounded number of files and bytes
 * on disk, and the most recently used entries decoded in memory up to a number of bytes. Plain JavaScript: Next loads
 * the cache handler without compiling it.
 */

/** The store's folder in a build's server folder (page-cache.mjs puts it there). */
export const PAGE_STORE_FOLDER = 'page-cache';

/** Bytes (base64) and maps (a page's segment data) made JSON, and back. */
export function encode(value) {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, encode(v)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}

export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64');
  if (Array.isArray(value.$map)) return new Map(value.$map.map(([k, v]) => [k, decode(v)]));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
}

const fileName = (key) => `${createHash('sha256').update(key).digest('hex')}.json`;
const TAGS_FILE = 'revalidated-tags.json';

/**
 * @typedef {{ key: string; lastModified: number; tags: string[]; value: unknown; cacheControl?: unknown }} Entry
 * @typedef {{ dir: string | null; maxFiles: number; maxDiskBytes: number; maxMemoryBytes: number }} Limits
 */

export class PageStore {
  /** @param {Limits} limits */
  constructor({ dir, maxFiles, maxDiskBytes, maxMemoryBytes }) {
    Object.assign(this, { dir, maxFiles, maxDiskBytes, maxMemoryBytes });
    /** @type {Map<string, { entry: Entry; bytes: number }>} least recently used first */
    this.memory = new Map();
    this.memoryBytes = 0;
    /** @type {Map<string, number>} file name -> bytes, oldest written first */
    this.files = new Map();
    /** @type {Map<string, string>} file name -> key, for the files written or read by this process */
    this.names = new Map();
    this.diskBytes = 0;
    /** @type {Record<string, number>} tag -> when it was last revalidated */
    this.revalidated = {};
    // No folder, or a read-only one (some platforms' functions), leaves the cache in memory only.
    try {
      if (!dir) throw new Error('no folder');
      mkdirSync(dir, { recursive: true });
      this.disk = true;
    } catch {
      this.disk = false;
    }
    const found = (this.disk ? readdirSync(dir) : [])
      .filter((name) => /^[0-9a-f]{64}\.json$/.test(name))
      .map((name) => ({ name, stat: statSync(join(dir, name)) }))
      .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs);
    for (const { name, stat } of found) this.remember(name, stat.size);
    try {
      this.revalidated = JSON.parse(readFileSync(join(dir, TAGS_FILE), 'utf8'));
    } catch {
      this.revalidated = {};
    }
  }

  remember(name, bytes) {
    this.diskBytes -= this.files.get(name) ?? 0;
    this.files.delete(name);
    this.files.set(name, bytes);
    this.diskBytes += bytes;
  }

  /** @param {string} key @returns {Entry | null} */
  read(key) {
    const held = this.memory.get(key);
    if (held) {
      this.memory.delete(key);
      this.memory.set(key, held);
      return held.entry;
    }
    if (!this.disk) return null;
    let text;
    try {
      text = readFileSync(join(this.dir, fileName(key)), 'utf8');
    } catch {
      return null;
    }
    const stored = JSON.parse(text);
    // Two keys with one hash cannot happen in practice; a file is only ever its own key's.
    if (stored.key !== key) return null;
    const entry = { ...stored, value: decode(stored.value) };
    this.names.set(fileName(key), key);
    this.hold(key, entry, text.length);
    return entry;
  }

  hold(key, entry, bytes) {
    this.forgetInMemory(key);
    if (bytes > this.maxMemoryBytes) return;
    this.memory.set(key, { entry, bytes });
    this.memoryBytes += bytes;
    for (const [oldest, { bytes: size }] of this.memory) {
      if (this.memoryBytes <= this.maxMemoryBytes) break;
      this.memory.delete(oldest);
      this.memoryBytes -= size;
    }
  }

  forgetInMemory(key) {
    const held = this.memory.get(key);
    if (!held) return;
    this.memory.delete(key);
    this.memoryBytes -= held.bytes;
  }

  /** @param {Entry} entry */
  write(entry) {
    const text = JSON.stringify({ ...entry, value: encode(entry.value) });
    if (!this.disk) {
      this.hold(entry.key, entry, text.length);
      return;
    }
    const name = fileName(entry.key);
    // Written beside and renamed: a reader (or the build's other workers) never sees half a file.
    const partial = join(this.dir, `${name}.${process.pid}.partial`);
    writeFileSync(partial, text);
    renameSync(partial, join(this.dir, name));
    this.remember(name, text.length);
    this.hold(entry.key, entry, text.length);
    this.names.set(name, entry.key);
    for (const [oldest, bytes] of this.files) {
      if (this.files.size <= this.maxFiles && this.diskBytes <= this.maxDiskBytes) break;
      rmSync(join(this.dir, oldest), { force: true });
      this.files.delete(oldest);
      this.diskBytes -= bytes;
      const key = this.names.get(oldest);
      if (key !== undefined) this.forgetInMemory(key);
      this.names.delete(oldest);
    }
  }

  /** @param {string} key */
  remove(key) {
    this.forgetInMemory(key);
    const name = fileName(key);
    if (!this.disk) return;
    rmSync(join(this.dir, name), { force: true });
    this.diskBytes -= this.files.get(name) ?? 0;
    this.files.delete(name);
    this.names.delete(name);
  }

  /** @param {string[]} tags @param {number} at */
  markRevalidated(tags, at) {
    for (const tag of tags) this.revalidated[tag] = at;
    if (!this.disk) return;
    const partial = join(this.dir, `${TAGS_FILE}.${process.pid}.partial`);
    writeFileSync(partial, JSON.stringify(this.revalidated));
    renameSync(partial, join(this.dir, TAGS_FILE));
  }

  /** Whether one of the tags was revalidated after the entry was written. @param {string[]} tags @param {number} since */
  revalidatedSince(tags, since) {
    return tags.some((tag) => (this.revalidated[tag] ?? -Infinity) > since);
  }
}
