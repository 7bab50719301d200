import type { IncomingMessage } from 'node:http';
import { verifyJwt, type Claims } from '../jwt';
import type { RequestContext, RequestRole } from '../rest';

const ROLES: readonly RequestRole[] = ['anon', 'authenticated', 'service_role'];

export type GatewayResult =
  | { ok: true; ctx: RequestContext; token: string }
  | { ok: false; kind: 'no-apikey' | 'bad-apikey' }
  | { ok: false; kind: 'bad-jwt'; reason: 'expired' | 'invalid'; message: string };

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function roleOf(claims: Claims): RequestRole | undefined {
  return ROLES.find((role) => role === claims.role);
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(req, 'authorization') ?? '');
  return match?.[1];
}

/**
 * What Supabase's gateway and services do before a request reaches them: an API key signed with the project's secret
 * is required; the Authorization bearer (or, without one, the API key itself) decides the Postgres role and claims.
 */
export async function authenticateRequest(req: IncomingMessage, url: URL, secret: string): Promise<GatewayResult> {
  const key = await checkApiKey(req, url, secret);
  if (!key.ok) return key;
  const bearer = bearerToken(req);
  if (!bearer) return key;
  const verified = await verifyJwt(secret, bearer);
  if (!verified.ok) return { ok: false, kind: 'bad-jwt', reason: verified.reason, message: verified.message };
  const role = roleOf(verified.claims);
  if (!role) return { ok: false, kind: 'bad-jwt', reason: 'invalid', message: 'JWT role claim is not a known role' };
  return { ok: true, ctx: { role, claims: verified.claims }, token: bearer };
}

/** The gateway's own check: an API key signed with the project's secret, for the anon or service role. */
export async function checkApiKey(req: IncomingMessage, url: URL, secret: string): Promise<GatewayResult> {
  const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined;
  if (!apikey) return { ok: false, kind: 'no-apikey' };
  const key = await verifyJwt(secret, apikey);
  if (!key.ok || (key.claims.role !== 'anon' && key.claims.role !== 'service_role')) return { ok: false, kind: 'bad-apikey' };
  return { ok: true, ctx: { role: key.claims.role, claims: key.claims }, token: apikey };
}

export const gatewayErrors = {
  'no-apikey': { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
  'bad-apikey': { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
} as const;
