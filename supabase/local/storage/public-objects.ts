import { createReadStream } from 'node:fs';
import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { sendEmpty, sendJson } from '../http/send';
import { contentTypeOf } from './mime';

export interface StorageDeps {
  storageDirs: string[];
  publicBuckets: Set<string>;
}

function storageError(res: ServerResponse, status: number, error: string, message: string): void {
  sendJson(res, status, { statusCode: String(status), error, message });
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
export async function servePublicObject(deps: StorageDeps, req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    storageError(res, 405, 'Method Not Allowed', 'Only GET and HEAD are supported on public objects');
    return;
  }
  const segments = safeSegments(rest);
  if (!segments || segments.length < 2) {
    storageError(res, 400, 'Invalid Input', 'The object path is invalid');
    return;
  }
  const [bucket, ...objectPath] = segments as [string, ...string[]];
  if (!deps.publicBuckets.has(bucket)) {
    storageError(res, 404, 'Bucket not found', 'Bucket not found');
    return;
  }
  const found = await findObject(deps.storageDirs, bucket, objectPath);
  if (!found) {
    storageError(res, 404, 'not_found', 'Object not found');
    return;
  }
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
    sendEmpty(res, 304, headers);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': String(info.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
