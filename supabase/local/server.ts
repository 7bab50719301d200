import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { BackendDeps } from './backend-deps';
import { authRoute } from './http/auth-route';
import { DEFAULT_BODY_LIMIT, PayloadTooLargeError, readBody } from './http/body';
import { applyCors, handlePreflight, isLocalPage, isLoopbackRequest } from './http/cors';
import { functionsRoute } from './http/functions-route';
import { jsonReply, writeReply, type HttpReply } from './http/reply';
import { restRoute } from './http/rest-route';
import { serveMailPage } from './mail/page';
import { copyObject, deleteObjects, uploadBodyLimit, uploadObject, writeErrors, type ObjectWriteDeps } from './storage/object-writes';
import { safeSegments, servePublicObject } from './storage/public-objects';
import { serveSignedObject, signObject } from './storage/signed-objects';
import { authenticateRequest } from './http/request-auth';

type Route = (deps: BackendDeps, req: IncomingMessage, url: URL, body: Buffer) => Promise<HttpReply>;

const PREFIXED_ROUTES: [string, Route][] = [
  ['/rest/v1/', restRoute],
  ['/auth/v1/', authRoute],
  ['/functions/v1/', functionsRoute],
];

const STORAGE_PUBLIC = '/storage/v1/object/public/';
const STORAGE_SIGN = '/storage/v1/object/sign/';
const STORAGE_OBJECT = '/storage/v1/object/';
// Object routes of Storage's API that the local backend does not serve (a bucket cannot take these names there either).
const STORAGE_UNSERVED = new Set(['authenticated', 'info', 'list', 'list-v2', 'move', 'upload', 'signed', 'render']);

const NO_ROUTE = { message: 'no Route matched with those values' };

/** The development pages: same-origin only (no CORS headers at all) and for this machine only. */
async function localPage(deps: BackendDeps, req: IncomingMessage, path: string): Promise<HttpReply> {
  if (!isLoopbackRequest(req)) return jsonReply(403, { message: 'The /_local pages answer requests from this machine only' });
  // Nor may another site embed them: no framing, no cross-origin <script> or <img> loads.
  const headers = { 'x-frame-options': 'DENY', 'cross-origin-resource-policy': 'same-origin' };
  const reply = deps.mailPage && (req.method === 'GET' || req.method === 'HEAD') && (path === '/_local/mail' || path === '/_local/mail.json')
    ? await serveMailPage(deps.db, path.endsWith('.json') ? 'json' : 'html')
    : jsonReply(404, NO_ROUTE);
  return { ...reply, headers: { ...headers, ...reply.headers } };
}

/** Where objects are looked for: what was written here first, then the repository's folders. */
const storageDirs = (deps: BackendDeps) => [deps.config.storageWriteDir, ...deps.config.storageDirs];

/** Upload, copy and delete of objects (storage/object-writes.ts); null when the request is none of those. */
async function objectWrite(deps: BackendDeps, req: IncomingMessage, url: URL, path: string): Promise<HttpReply | null> {
  const rest = req.url!.split('?')[0]!.slice(STORAGE_OBJECT.length);
  const first = rest.split('/')[0] ?? '';
  const isCopy = rest === 'copy' && req.method === 'POST';
  const isDelete = req.method === 'DELETE' && !rest.includes('/') && rest !== '';
  const isUpload = req.method === 'POST' && rest.includes('/') && !STORAGE_UNSERVED.has(first);
  if (!path.startsWith(STORAGE_OBJECT) || (!isCopy && !isDelete && !isUpload)) return null;
  const writes: ObjectWriteDeps = { storageDirs: storageDirs(deps), writeDir: deps.config.storageWriteDir, buckets: deps.buckets };
  const auth = await authenticateRequest(req, url, deps.keys.jwtSecret);
  const role = auth.ok ? auth.ctx.role : undefined;
  const upsert = req.headers['x-upsert'] === 'true';
  if (!isUpload) {
    const body = await readBody(req, DEFAULT_BODY_LIMIT);
    return isCopy ? copyObject(writes, role, upsert, body) : deleteObjects(writes, role, safeSegments(rest)?.[0] ?? '', body);
  }
  let body: Buffer;
  try {
    body = await readBody(req, uploadBodyLimit(writes, rest));
  } catch (error) {
    if (!(error instanceof PayloadTooLargeError)) throw error;
    // Read to its end (up to a bound) so that the client gets the answer rather than a reset connection.
    await drain(req, DRAIN_LIMIT);
    return writeErrors.tooLarge();
  }
  return uploadObject(writes, role, rest, { contentType: String(req.headers['content-type'] ?? ''), upsert }, body);
}

async function route(deps: BackendDeps, req: IncomingMessage): Promise<HttpReply> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname;
  if (path.startsWith(STORAGE_PUBLIC)) {
    const objectPath = req.url!.split('?')[0]!.slice(STORAGE_PUBLIC.length);
    return servePublicObject({ storageDirs: storageDirs(deps), publicBuckets: deps.publicBuckets }, req, objectPath);
  }
  if (path.startsWith(STORAGE_SIGN)) {
    const objectPath = req.url!.split('?')[0]!.slice(STORAGE_SIGN.length);
    const signing = { storageDirs: storageDirs(deps), jwtSecret: deps.keys.jwtSecret };
    if (req.method === 'GET' || req.method === 'HEAD') return serveSignedObject(signing, req, objectPath, url.searchParams.get('token'));
    if (req.method !== 'POST') return jsonReply(405, { statusCode: '405', error: 'Method Not Allowed', message: 'GET, HEAD or POST' });
    const auth = await authenticateRequest(req, url, deps.keys.jwtSecret);
    const body = await readBody(req, DEFAULT_BODY_LIMIT);
    return signObject(signing, auth.ok ? auth.ctx.role : undefined, objectPath, body);
  }
  if (isLocalPage(path)) return localPage(deps, req, path);
  const written = await objectWrite(deps, req, url, path);
  if (written) return written;
  if (path.startsWith('/storage/v1/')) {
    return jsonReply(400, { statusCode: '400', error: 'Not supported', message: 'The local backend serves public and signed objects, uploads, copies and deletes only' });
  }
  const match = PREFIXED_ROUTES.find(([prefix]) => path.startsWith(prefix) || path === prefix.slice(0, -1));
  if (!match) return jsonReply(404, NO_ROUTE);
  const body = await readBody(req, DEFAULT_BODY_LIMIT);
  return match[1](deps, req, url, body);
}

/** How much of a refused body is read and dropped before the 413 closes the connection. */
const DRAIN_LIMIT = 16 * DEFAULT_BODY_LIMIT;

/** Reads and drops what is left of a request body; resolves at its end, or once `limit` more bytes came. */
function drain(req: IncomingMessage, limit: number): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let size = 0;
    const done = () => {
      req.off('data', counted);
      resolve();
    };
    const counted = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done();
    };
    req.on('data', counted);
    req.once('end', done);
    req.once('error', done);
    req.once('close', done);
    req.resume();
  });
}

function failure(deps: BackendDeps, req: IncomingMessage, res: ServerResponse, error: unknown): Promise<void> {
  if (error instanceof PayloadTooLargeError) {
    // The client may still be sending the body: a reply that closed the connection meanwhile reached it as a reset
    // ("fetch failed") instead of the 413. The rest is read and dropped first, up to a bound past which the
    // connection is simply closed.
    return drain(req, DRAIN_LIMIT).then(() =>
      writeReply(res, jsonReply(413, { message: 'Payload Too Large', error: error.message }, { connection: 'close' })));
  }
  deps.log(`[server] ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (res.headersSent) {
    res.destroy();
    return Promise.resolve();
  }
  return writeReply(res, jsonReply(500, { message: 'Internal Server Error' }));
}

/** The local stand-in for a Supabase project's API gateway: one node:http server routing to the services. */
export function createBackendServer(deps: BackendDeps): Server {
  return createServer((req, res) => {
    const started = Date.now();
    if (deps.config.log) {
      res.on('finish', () => deps.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    }
    if (!isLocalPage(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)) {
      applyCors(req, res);
      if (handlePreflight(req, res)) return;
    }
    route(deps, req)
      .then((reply) => writeReply(res, reply))
      .catch((error: unknown) => failure(deps, req, res, error));
  });
}
