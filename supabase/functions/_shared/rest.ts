import { requireEnv } from './env.ts';

/** A tiny PostgREST client over fetch with the service role: Edge functions must not import npm packages here. */
export interface RestClient {
  select<T>(table: string, params: Record<string, string>): Promise<T[]>;
  insert<T>(table: string, rows: Record<string, unknown>[], returning?: string): Promise<T[]>;
  /** Calls a database function (POST /rpc/name) and returns its JSON result. */
  rpc<T>(fn: string, args: Record<string, unknown>): Promise<T>;
}

export function serviceRestClient(): RestClient {
  const base = `${requireEnv('SUPABASE_URL').replace(/\/+$/, '')}/rest/v1`;
  const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  const headers = { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  async function call<T>(url: string, init: RequestInit): Promise<T> {
    const response = await fetch(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
    const text = await response.text();
    if (!response.ok) throw new Error(`REST ${response.status} on ${url.slice(base.length)}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : []) as T;
  }

  return {
    select: <T>(table: string, params: Record<string, string>) => call<T[]>(`${base}/${table}?${new URLSearchParams(params).toString()}`, { method: 'GET' }),
    insert: <T>(table: string, rows: Record<string, unknown>[], returning = '*') =>
      call<T[]>(`${base}/${table}?select=${encodeURIComponent(returning)}`, {
        method: 'POST',
        headers: { prefer: 'return=representation' },
        body: JSON.stringify(rows),
      }),
    rpc: <T>(fn: string, args: Record<string, unknown>) =>
      call<T>(`${base}/rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) }),
  };
}
