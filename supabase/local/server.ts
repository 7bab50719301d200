import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { BackendDeps } from './backend-deps';
import { authRoute } from './http/auth-route';
import { DEFAULT_BODY_LIMIT, PayloadTooLargeError, readBody } from './http/body';
import { applyCors, handlePreflight } from './http/cors';
import { functionsRoute } from './http/functions-route';
import { restRoute } from './http/rest-route';
import { send, sendJson } from './http/send';
import { serveMailPage } from './mail/page';
import { servePublicObject } from './storage/public-objects';

type Route = (deps: BackendDeps, req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) => Promise<void>;

const PREFIXED_ROUTES: [string, Route][] = [
  ['/rest/v1/', restRoute],
  ['/auth/v1/', authRoute],
  ['/functions/v1/', functionsRoute],
];

const STORAGE_PUBLIC = '/storage/v1/object/public/';

async function route(deps: BackendDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname;
  if (path.startsWith(STORAGE_PUBLIC)) {
    await servePublicObject(
      { storageDirs: deps.config.storageDirs, publicBuckets: deps.publicBuckets },
      req,
      res,
      req.url!.split('?')[0]!.slice(STORAGE_PUBLIC.length),
    );
    return;
  }
  if (deps.mailPage && req.method === 'GET' && (path === '/_local/mail' || path === '/_local/mail.json')) {
    await serveMailPage(deps.db, res, path.endsWith('.json') ? 'json' : 'html');
    return;
  }
  if (path.startsWith('/storage/v1/')) {
    sendJson(res, 400, { statusCode: '400', error: 'Not supported', message: 'The local backend serves public objects only' });
    return;
  }
  const match = PREFIXED_ROUTES.find(([prefix]) => path.startsWith(prefix) || path === prefix.slice(0, -1));
  if (!match) {
    sendJson(res, 404, { message: 'no Route matched with those values' });
    return;
  }
  const body = await readBody(req, DEFAULT_BODY_LIMIT);
  await match[1](deps, req, res, url, body);
}

/** The local stand-in for a Supabase project's API gateway: one node:http server routing to the services. */
export function createBackendServer(deps: BackendDeps): Server {
  return createServer((req, res) => {
    const started = Date.now();
    if (deps.config.log) {
      res.on('finish', () => deps.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    }
    applyCors(req, res);
    if (handlePreflight(req, res)) return;
    route(deps, req, res).catch((error: unknown) => {
      if (error instanceof PayloadTooLargeError) {
        sendJson(res, 413, { message: 'Payload Too Large', error: error.message }, { connection: 'close' });
        req.resume();
        return;
      }
      deps.log(`[server] ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (res.headersSent) res.destroy();
      else send(res, 500, JSON.stringify({ message: 'Internal Server Error' }), { 'content-type': 'application/json; charset=utf-8' });
    });
  });
}
