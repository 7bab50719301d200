import { createReadStream } from 'node:fs';
import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join, sep } from 'node:path';
import { emptyReply, jsonReply, type HttpReply } from '../http/reply';
import { contentTypeOf } from './mime';

export interface StorageDeps {
  storageDirs: string[];
  publicBuckets: Set<string>;
}

export function storageError(status: number, error: string, message: string): HttpReply {
  return jsonReply(status, { statusCode: String(status), error, message });
}

const SEGMENT = /^[^/\\\0]+$/;

/** Splits the encoded path safely: no empty, dot or dot-dot segments, no encoded slashes or backslashes. */
export function safeSegments(encodedPath: string): string[] | undefined {
  if (/%2f|%5c|%00/i.test(encodedPath)) return undefined;
  const segments: string[] = [];
  for (const raw of encodedPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') return undefined;
    segments.push(segment);
  }
  return segments;
}

/** The first folder holding the object; links are resolved so that none can reach outside its bucket. */
export async function findObject(storageDirs: string[], bucket: string, objectPath: string[]): Promise<{ file: string; info: Stats } | undefined> {
  for (const dir of storageDirs) {
    const bucketDir = await realpath(join(dir, bucket)).catch(() => undefined);
    const file = bucketDir && (await realpath(join(bucketDir, ...objectPath)).catch(() => undefined));
    if (!bucketDir || !file?.startsWith(bucketDir + sep)) continue;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return { file, info };
  }
  return undefined;
}

/** GET/HEAD /storage/v1/object/public/<bucket>/<path>, from supabase/storage/<bucket>/<path> (SUPABASE_STORAGE_DIR: other folders). */
export async function servePublicObject(
  deps: StorageDeps,
  req: { method?: string; headers: IncomingHttpHeaders },
  rest: string,
): Promise<HttpReply> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return storageError(405, 'Method Not Allowed', 'Only GET and HEAD are supported on public objects');
  }
  const segments = safeSegments(rest);
  if (!segments || segments.length < 2) return storageError(400, 'Invalid Input', 'The object path is invalid');
  const [bucket, ...objectPath] = segments as [string, ...string[]];
  if (!deps.publicBuckets.has(bucket)) return storageError(404, 'Bucket not found', 'Bucket not found');
  const found = await findObject(deps.storageDirs, bucket, objectPath);
  if (!found) return storageError(404, 'not_found', 'Object not found');
  return sendObject(req, found, 'public, max-age=3600');
}

/** The object itself (or 304 / HEAD), with validators; `cacheControl` says who may keep it. */
export function sendObject(req: { method?: string; headers: IncomingHttpHeaders }, { file, info }: { file: string; info: Stats }, cacheControl: string): HttpReply {
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentTypeOf(file),
    'cache-control': cacheControl,
    etag,
    'last-modified': info.mtime.toUTCString(),
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return emptyReply(304, headers);
  }
  const ifRange = req.headers['if-range'];
  const range = byteRange(req.headers.range, Array.isArray(ifRange) ? ifRange[0] : ifRange, etag, info.size);
  if (range === 'unsatisfiable') {
    const refusal = storageError(416, 'InvalidRange', 'The requested range is not satisfiable');
    return { ...refusal, headers: { ...refusal.headers, 'content-range': `bytes */${info.size}` } };
  }
  if (range) {
    const partial = { ...headers, 'accept-ranges': 'bytes', 'content-range': `bytes ${range.start}-${range.end}/${info.size}`, 'content-length': String(range.end - range.start + 1) };
    return req.method === 'HEAD' ? emptyReply(206, partial) : { status: 206, headers: partial, body: createReadStream(file, range) };
  }
  const withLength = { ...headers, 'accept-ranges': 'bytes', 'content-length': String(info.size) };
  return req.method === 'HEAD' ? emptyReply(200, withLength) : { status: 200, headers: withLength, body: createReadStream(file) };
}

/**
 * The one byte range a `Range` header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), as Storage serves it: a video
 * can only be sought (and a lesson resumed) when its file answers ranges. Null: the whole object (no header, a
 * multi-range or unknown unit, or an If-Range for another version).
 */
export function byteRange(header: string | undefined, ifRange: string | undefined, etag: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
