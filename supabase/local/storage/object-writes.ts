import { randomUUID } from 'node:crypto';
import { mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { BucketSettings } from '../config-toml';
import { jsonReply, type HttpReply } from '../http/reply';
import { findObject, safeSegments } from './public-objects';

/**
 * The writing half of Supabase Storage's object API, as far as the shop uses it: upload (POST /object/<bucket>/<path>),
 * copy (POST /object/copy) and delete (DELETE /object/<bucket> with {prefixes}). Written objects go to `writeDir`
 * (the data folder's storage/<bucket>/<path>), which is read before the repository's folders; the repository's files
 * (supabase/storage, the seed's) are never changed. Answers take storage-api's shapes (src/http/routes/object/*.ts,
 * src/internal/errors/codes.ts): an error is HTTP 400 (500 for its own failures) with the error's own status as the
 * body's `statusCode`, its `code`, its `error` and its `message`.
 */
export interface ObjectWriteDeps {
  /** Searched in order for existing objects, `writeDir` first. */
  storageDirs: string[];
  writeDir: string;
  buckets: Map<string, BucketSettings>;
}

/** storage-api's rendered error: HTTP 400 whatever the error's own status, which the body carries. */
function storageApiError(statusCode: number, code: string, error: string, message: string): HttpReply {
  return jsonReply(400, { statusCode: String(statusCode), code, error, message });
}

export const writeErrors = {
  noSuchBucket: () => storageApiError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageApiError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  invalidKey: (key: string) => storageApiError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  exists: () => storageApiError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  tooLarge: () => storageApiError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeType: (type: string) => storageApiError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
  // Uploads check storage.objects' RLS; the shop defines no policy there, so only the service role (which bypasses RLS) writes.
  rls: () => storageApiError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  // Fastify's schema validation, as storage-api's error handler renders it (FST_ERR_VALIDATION -> InvalidRequest).
  validation: (message: string) => jsonReply(400, { statusCode: '400', error: 'Bad Request', code: 'InvalidRequest', message }),
};

/** storage-api's validateMimeType: type/subtype compared as written, `type/*` allowing any subtype. */
export function mimeTypeAllowed(mimeType: string, allowed: string[] | null): boolean {
  if (!allowed) return true;
  const [type, sub, ...rest] = mimeType.split('/');
  if (!type || sub === undefined || rest.length > 0) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSub] = entry.split('/');
    return allowedType === type && (allowedSub === '*' || allowedSub === sub);
  });
}

async function writeObject(writeDir: string, bucket: string, objectPath: string[], bytes: Buffer): Promise<void> {
  const file = join(writeDir, bucket, ...objectPath);
  await mkdir(dirname(file), { recursive: true });
  // Renamed into place whole: a reader never sees half a file.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** The upload limit of a bucket, for reading the body (a multipart body's framing takes a little more). */
export function uploadBodyLimit(deps: ObjectWriteDeps, rest: string): number {
  const bucket = safeSegments(rest)?.[0];
  const settings = bucket === undefined ? undefined : deps.buckets.get(bucket);
  return (settings?.fileSizeLimit ?? 0) + 64 * 1024;
}

/** The file of an upload: the raw body with its Content-Type, or the file part of a multipart form (storage-js sends a Blob so). */
async function uploadedFile(contentType: string, body: Buffer): Promise<{ bytes: Buffer; type: string } | null> {
  if (!/^multipart\/form-data/i.test(contentType)) return { bytes: body, type: contentType };
  try {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    return file ? { bytes: Buffer.from(await file.arrayBuffer()), type: file.type || 'text/plain;charset=UTF-8' } : null;
  } catch {
    return null;
  }
}

/** POST /storage/v1/object/<bucket>/<path>: a new object (or, with x-upsert: true, a replaced one). */
export async function uploadObject(
  deps: ObjectWriteDeps,
  role: string | undefined,
  rest: string,
  headers: { contentType: string; upsert: boolean },
  body: Buffer,
): Promise<HttpReply> {
  const segments = safeSegments(rest);
  if (!segments || segments.length < 2) return writeErrors.invalidKey(rest);
  const [bucket, ...objectPath] = segments as [string, ...string[]];
  const settings = deps.buckets.get(bucket);
  if (!settings) return writeErrors.noSuchBucket();
  const file = await uploadedFile(headers.contentType, body);
  if (!file) return writeErrors.validation('The multipart body holds no file');
  // storage-api's order: the type (read from the request), then the permission and a name taken (one test insert
  // under RLS), then the size (while the body streams).
  if (!mimeTypeAllowed(file.type, settings.allowedMimeTypes)) return writeErrors.mimeType(file.type);
  if (role !== 'service_role') return writeErrors.rls();
  if (!headers.upsert && (await findObject(deps.storageDirs, bucket, objectPath))) return writeErrors.exists();
  if (file.bytes.byteLength > settings.fileSizeLimit) return writeErrors.tooLarge();
  await writeObject(deps.writeDir, bucket, objectPath, file.bytes);
  return jsonReply(200, { Id: randomUUID(), Key: segments.join('/') });
}

function requiredStrings(value: unknown, names: string[]): Record<string, string> | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'body must be object';
  const record = value as Record<string, unknown>;
  for (const name of names) {
    if (record[name] === undefined) return `body must have required property '${name}'`;
    if (typeof record[name] !== 'string') return `body/${name} must be string`;
  }
  return record as Record<string, string>;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** POST /storage/v1/object/copy {bucketId, sourceKey, destinationKey, destinationBucket?}. */
export async function copyObject(deps: ObjectWriteDeps, role: string | undefined, upsert: boolean, body: Buffer): Promise<HttpReply> {
  const fields = requiredStrings(parseJson(body), ['sourceKey', 'bucketId', 'destinationKey']);
  if (typeof fields === 'string') return writeErrors.validation(fields);
  const { bucketId, sourceKey, destinationKey } = fields as { bucketId: string; sourceKey: string; destinationKey: string };
  const destinationBucket = typeof fields.destinationBucket === 'string' && fields.destinationBucket ? fields.destinationBucket : bucketId;
  const source = safeSegments(sourceKey.split('/').map(encodeURIComponent).join('/'));
  const destination = safeSegments(destinationKey.split('/').map(encodeURIComponent).join('/'));
  if (!destination) return writeErrors.invalidKey(destinationKey);
  // Without a storage policy only the service role reads an object to copy (RLS hides it from the others).
  const found = source && role === 'service_role' && deps.buckets.has(bucketId) ? await findObject(deps.storageDirs, bucketId, source) : undefined;
  if (!found) return writeErrors.noSuchKey();
  if (!deps.buckets.has(destinationBucket)) return writeErrors.noSuchBucket();
  if (!upsert && (await findObject(deps.storageDirs, destinationBucket, destination))) return writeErrors.exists();
  await writeObject(deps.writeDir, destinationBucket, destination, await readFile(found.file));
  return jsonReply(200, { Id: randomUUID(), Key: `${destinationBucket}/${destinationKey}`, bucket_id: destinationBucket, name: destinationKey });
}

/** DELETE /storage/v1/object/<bucket> {prefixes}: the objects deleted (missing names are simply not listed). */
export async function deleteObjects(deps: ObjectWriteDeps, role: string | undefined, bucket: string, body: Buffer): Promise<HttpReply> {
  const value = parseJson(body) as { prefixes?: unknown } | undefined;
  const prefixes = value?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p): p is string => typeof p === 'string')) {
    return writeErrors.validation(Array.isArray(prefixes) ? 'body/prefixes must NOT have fewer than 1 items' : "body must have required property 'prefixes'");
  }
  if (!deps.buckets.has(bucket)) return writeErrors.noSuchBucket();
  // RLS: without a storage policy, a delete by any other role matches no object.
  if (role !== 'service_role') return jsonReply(200, []);
  const writable = await realpath(join(deps.writeDir, bucket)).catch(() => null);
  const found: { name: string; file: string }[] = [];
  for (const name of prefixes) {
    const path = safeSegments(name.split('/').map(encodeURIComponent).join('/'));
    const object = path && (await findObject(deps.storageDirs, bucket, path));
    if (!object) continue;
    if (!writable || !object.file.startsWith(writable + sep)) {
      return storageApiError(403, 'AccessDenied', 'Unauthorized', `The local backend does not delete the repository's files (supabase/storage): ${bucket}/${name}`);
    }
    found.push({ name, file: object.file });
  }
  for (const { file } of found) await rm(file, { force: true });
  const deleted = found.map(({ name }) => ({ bucket_id: bucket, name }));
  return jsonReply(200, deleted);
}
