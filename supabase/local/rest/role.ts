import type { Db, Queryable } from '../db';
import type { RequestContext } from './types';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface RequestInfo {
  method?: string;
  path?: string;
  headers?: Headers;
  /** GET and HEAD run read-only, like PostgREST. */
  readOnly?: boolean;
}

function headersJson(headers: Headers | undefined): string {
  const out: Record<string, string> = {};
  headers?.forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return JSON.stringify(out);
}

/**
 * Runs fn in one transaction as the request's role with the JWT claims set, exactly like PostgREST:
 * RLS policies and auth.uid() / auth.jwt() see the caller. Settings are transaction-local, so nothing
 * leaks into pooled or shared connections.
 */
export function withRequestRole<T>(
  db: Db,
  ctx: RequestContext,
  fn: (tx: Queryable) => Promise<T>,
  info: RequestInfo = {},
): Promise<T> {
  if (!ROLES.has(ctx.role)) return Promise.reject(new Error(`Refusing to run as unknown role "${ctx.role}"`));
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
        set_config('request.method', $3, true), set_config('request.path', $4, true),
        set_config('request.headers', $5, true), set_config('transaction_read_only', $6, true)`,
      [
        ctx.role,
        JSON.stringify(ctx.claims),
        info.method ?? '',
        info.path ?? '',
        headersJson(info.headers),
        info.readOnly ? 'on' : 'off',
      ],
    );
    return fn(tx);
  });
}
