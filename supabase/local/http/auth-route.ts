import type { IncomingMessage } from 'node:http';
import type { BackendDeps } from '../backend-deps';
import { API_VERSION, authErrorBody, AuthError, handleAuth } from '../auth';
import { emptyReply, jsonReply, type HttpReply } from './reply';
import { bearerToken, checkApiKey, gatewayErrors } from './request-auth';

// Reached from the e-mail in a browser, so without an API key, as Supabase's gateway allows.
const OPEN = new Set(['GET /verify']);

/**
 * Whom the per-client limits count: the connection's address, or, for a server that calls with the secret key on a
 * visitor's behalf (the shop verifying an e-mail link), the visitor's address it names in Sb-Forwarded-For, as
 * Supabase Auth does. A client with the public key cannot choose its bucket that way.
 */
function clientKeyOf(req: IncomingMessage, secretKey: boolean): string {
  const forwarded = secretKey ? req.headers['sb-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first ? `forwarded:${first}` : (req.socket.remoteAddress ?? 'unidentified');
}

/** /auth/v1/*: GoTrue behind the gateway's key check. */
export async function authRoute(deps: BackendDeps, req: IncomingMessage, url: URL, body: Buffer): Promise<HttpReply> {
  const method = req.method ?? 'GET';
  const path = url.pathname.slice('/auth/v1'.length) || '/';
  let secretKey = false;
  if (!OPEN.has(`${method} ${path}`)) {
    const key = await checkApiKey(req, url, deps.keys.jwtSecret);
    if (!key.ok) return jsonReply(401, key.kind === 'bad-jwt' ? gatewayErrors['bad-apikey'] : gatewayErrors[key.kind]);
    secretKey = key.ctx.role === 'service_role';
  }
  const apiVersion = req.headers['x-supabase-api-version'];
  try {
    const reply = await handleAuth(deps.auth, {
      method,
      path,
      query: url.searchParams,
      headers: req.headers,
      body,
      bearer: bearerToken(req),
      clientKey: clientKeyOf(req, secretKey),
    });
    return reply.json === undefined ? emptyReply(reply.status, reply.headers) : jsonReply(reply.status, reply.json, reply.headers);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const version = Array.isArray(apiVersion) ? apiVersion[0] : apiVersion;
    return jsonReply(error.status, authErrorBody(error, version), { 'x-supabase-api-version': API_VERSION, 'x-sb-error-code': error.code });
  }
}
