import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendDeps } from '../backend-deps';
import { authenticateRequest, gatewayErrors } from './request-auth';
import { sendJson } from './send';

/** /functions/v1/<name>: a valid JWT is required unless config.toml sets verify_jwt = false for the function. */
export async function functionsRoute(deps: BackendDeps, req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer): Promise<void> {
  const rest = url.pathname.slice('/functions/v1/'.length);
  const name = rest.split('/')[0] ?? '';
  if (!deps.functionsWithoutJwt.has(name)) {
    const auth = await authenticateRequest(req, url, deps.keys.jwtSecret);
    if (!auth.ok) {
      if (auth.kind === 'bad-jwt') sendJson(res, 401, { code: 401, message: auth.reason === 'expired' ? 'JWT expired' : 'Invalid JWT' });
      else sendJson(res, 401, gatewayErrors[auth.kind]);
      return;
    }
  }
  await deps.functions.handle(req, res, rest, url.search, body);
}
