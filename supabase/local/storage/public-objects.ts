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

function storageError(status: number, error: string, message: string): HttpReply {
  return jsonReply(status, { statusCode: String(status), error, message });
}

const SEGMENT = /^[^/\\\0]+$/;

/** Splits the encoded path safely: no empty, dot or dot-dot segments, no encoded slashes or backslashes. */
function safeSegments(encodedPath: string): string[] | undefined {
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
async function findObject(storageDirs: string[], bucket: string, objectPath: string[]): Promise<{ file: string; info: Stats } | undefined> {
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
  const { file, info } = found;
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentTypeOf(file),
    'cache-control': 'public, max-age=3600',
    etag,
    'last-modified': info.mtime.toUTCString(),
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return emptyReply(304, headers);
  }
  const withLength = { ...headers, 'content-length': String(info.size) };
  return req.method === 'HEAD' ? emptyReply(200, withLength) : { status: 200, headers: withLength, body: createReadStream(file) };
}
