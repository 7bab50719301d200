import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JSON Web Tokens with node:crypto alone: the local backend signs and verifies its own tokens, and an
 * ES-module-only JWT library would not load in Jest's CommonJS runtime.
 */
export type Claims = Record<string, unknown> & { exp?: number; iat?: number; nbf?: number; sub?: string; role?: string };

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const hmac = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

export async function signJwt(secret: string, claims: Claims): Promise<string> {
  const input = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${b64url(hmac(secret, input))}`;
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

const invalid = (message: string): VerifyResult => ({ ok: false, reason: 'invalid', message });

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function verifyJwt(secret: string, token: string, now = Date.now() / 1000): Promise<VerifyResult> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) return invalid('JWT is malformed');
  const [header, payload, signature] = parts as [string, string, string];
  const head = decodeJson(header) as { alg?: unknown } | undefined;
  // Only HS256: "none" and asymmetric algorithms are refused, whatever the header claims.
  if (!head || head.alg !== 'HS256') return invalid('JWT algorithm is not HS256');
  const expected = hmac(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid('JWT signature is invalid');
  const claims = decodeJson(payload);
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return invalid('JWT payload is not an object');
  const { exp, nbf } = claims as Claims;
  if (exp !== undefined && (typeof exp !== 'number' || exp <= now)) return { ok: false, reason: 'expired', message: 'JWT expired' };
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return invalid('JWT is not valid yet');
  return { ok: true, claims: claims as Claims };
}
