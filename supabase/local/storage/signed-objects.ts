import type { IncomingHttpHeaders } from 'node:http';
import { signJwt, verifyJwt } from '../jwt';
import { jsonReply, type HttpReply } from '../http/reply';
import { findObject, safeSegments, sendObject, storageError } from './public-objects';

export interface SignedObjectDeps {
  storageDirs: string[];
  jwtSecret: string;
}

const MAX_EXPIRES_IN = 7 * 24 * 3600;

/**
 * POST /storage/v1/object/sign/<bucket>/<path> {expiresIn}: a signed URL for one object of any bucket, private
 * ones included, as Supabase Storage answers it ({signedURL: "/object/sign/...?token=..."}). Only the service role
 * may sign here (the shop's server, after its own access check); Supabase would also let a user whose storage
 * policies allow it, and the shop defines no such policy.
 */
export async function signObject(deps: SignedObjectDeps, role: string | undefined, rest: string, body: Buffer): Promise<HttpReply> {
  if (role !== 'service_role') return storageError(403, 'Unauthorized', 'Only the service role may sign object URLs here');
  const segments = safeSegments(rest);
  if (!segments || segments.length < 2) return storageError(400, 'Invalid Input', 'The object path is invalid');
  let expiresIn: unknown;
  try {
    expiresIn = (JSON.parse(body.toString('utf8') || '{}') as { expiresIn?: unknown }).expiresIn;
  } catch {
    return storageError(400, 'Invalid Input', 'The body is not JSON');
  }
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_EXPIRES_IN) {
    return storageError(400, 'Invalid Input', `expiresIn must be a whole number of seconds between 1 and ${MAX_EXPIRES_IN}`);
  }
  const [bucket, ...objectPath] = segments as [string, ...string[]];
  if (!(await findObject(deps.storageDirs, bucket, objectPath))) return storageError(404, 'not_found', 'Object not found');
  const url = segments.join('/');
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt(deps.jwtSecret, { url, iat: now, exp: now + expiresIn });
  return jsonReply(200, { signedURL: `/object/sign/${segments.map(encodeURIComponent).join('/')}?token=${token}` });
}

/** GET/HEAD /storage/v1/object/sign/<bucket>/<path>?token=...: the object, while the token names it and lives. */
export async function serveSignedObject(
  deps: SignedObjectDeps,
  req: { method?: string; headers: IncomingHttpHeaders },
  rest: string,
  token: string | null,
): Promise<HttpReply> {
  const segments = safeSegments(rest);
  if (!segments || segments.length < 2) return storageError(400, 'Invalid Input', 'The object path is invalid');
  if (!token) return storageError(400, 'Invalid Input', 'Missing token');
  const verified = await verifyJwt(deps.jwtSecret, token);
  if (!verified.ok) return storageError(400, 'InvalidJWT', verified.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  if (verified.claims.url !== segments.join('/')) return storageError(400, 'InvalidSignature', 'The token does not match the object');
  const [bucket, ...objectPath] = segments as [string, ...string[]];
  const found = await findObject(deps.storageDirs, bucket, objectPath);
  if (!found) return storageError(404, 'not_found', 'Object not found');
  // A signed URL is personal: no shared cache may keep what it returns.
  return sendObject(req, found, 'private, max-age=60');
}
