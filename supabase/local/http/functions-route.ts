import type { IncomingMessage } from 'node:http';
import type { BackendDeps } from '../backend-deps';
import { jsonReply, type HttpReply } from './reply';
import { authenticateRequest, gatewayErrors } from './request-auth';

/** /functions/v1/<name>: a valid JWT is required unless config.toml sets verify_jwt = false for the function. */
export async function functionsRoute(deps: BackendDeps, req: IncomingMessage, url: URL, body: Buffer): Promise<HttpReply> {
  const rest = url.pathname.slice('/functions/v1/'.length);
  const name = rest.split('/')[0] ?? '';
  if (!deps.functionsWithoutJwt.has(name)) {
    const auth = await authenticateRequest(req, url, deps.keys.jwtSecret);
    if (!auth.ok) {
      if (auth.kind === 'bad-jwt') return jsonReply(401, { code: 401, message: auth.reason === 'expired' ? 'JWT expired' : 'Invalid JWT' });
      return jsonReply(401, gatewayErrors[auth.kind]);
    }
  }
  return deps.functions.handle(req, rest, url.search, body);
}
