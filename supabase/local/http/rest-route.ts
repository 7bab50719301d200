import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendDeps } from '../backend-deps';
import { handleRest } from '../rest';
import { authenticateRequest, gatewayErrors } from './request-auth';
import { send, sendJson } from './send';

function postgrestError(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { code, details: null, hint: null, message }, headers);
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}

/** /rest/v1/*: the gateway's key check, PostgREST's JWT check, then the REST layer with the request's role. */
export async function restRoute(deps: BackendDeps, req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer): Promise<void> {
  const auth = await authenticateRequest(req, url, deps.keys.jwtSecret);
  if (!auth.ok) {
    if (auth.kind !== 'bad-jwt') {
      sendJson(res, 401, gatewayErrors[auth.kind]);
      return;
    }
    const expired = auth.reason === 'expired';
    postgrestError(res, 401, expired ? 'PGRST303' : 'PGRST301', expired ? 'JWT expired' : `JWT could not be decoded: ${auth.message}`, {
      'www-authenticate': `Bearer error="invalid_token", error_description="${expired ? 'JWT expired' : 'JWT could not be decoded'}"`,
    });
    return;
  }
  const query = new URLSearchParams(url.search);
  query.delete('apikey');
  const reply = await handleRest(
    deps.db,
    { method: req.method ?? 'GET', path: url.pathname.slice('/rest/v1'.length) || '/', query, headers: toHeaders(req), body: body.toString('utf8') },
    auth.ctx,
  );
  send(res, reply.status, req.method === 'HEAD' ? '' : reply.body, reply.headers);
}
