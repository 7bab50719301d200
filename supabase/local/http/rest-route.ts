import type { IncomingMessage } from 'node:http';
import type { BackendDeps } from '../backend-deps';
import { handleRest } from '../rest';
import { jsonReply, reply, type HttpReply } from './reply';
import { authenticateRequest, gatewayErrors } from './request-auth';

function postgrestError(status: number, code: string, message: string, headers: Record<string, string> = {}): HttpReply {
  return jsonReply(status, { code, details: null, hint: null, message }, headers);
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
export async function restRoute(deps: BackendDeps, req: IncomingMessage, url: URL, body: Buffer): Promise<HttpReply> {
  const auth = await authenticateRequest(req, url, deps.keys.jwtSecret);
  if (!auth.ok) {
    if (auth.kind !== 'bad-jwt') return jsonReply(401, gatewayErrors[auth.kind]);
    const expired = auth.reason === 'expired';
    return postgrestError(401, expired ? 'PGRST303' : 'PGRST301', expired ? 'JWT expired' : `JWT could not be decoded: ${auth.message}`, {
      'www-authenticate': `Bearer error="invalid_token", error_description="${expired ? 'JWT expired' : 'JWT could not be decoded'}"`,
    });
  }
  const query = new URLSearchParams(url.search);
  query.delete('apikey');
  const answer = await handleRest(
    deps.db,
    { method: req.method ?? 'GET', path: url.pathname.slice('/rest/v1'.length) || '/', query, headers: toHeaders(req), body: body.toString('utf8') },
    auth.ctx,
  );
  return reply(answer.status, req.method === 'HEAD' ? '' : answer.body, answer.headers);
}
