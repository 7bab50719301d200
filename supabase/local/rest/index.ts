import type { Db, Queryable } from '../db';
import { allowedMethods, tableInfo, tableNotFound } from './catalog';
import { isPgError, parseError, RestError, toErrorResponse } from './errors';
import { checkContentType, checkProfile, negotiate, type Output } from './media';
import { parsePrefer, type Preferences } from './prefer';
import { parseQuery } from './query-params';
import { parseRange } from './range';
import { readRows } from './read';
import { withRequestRole } from './role';
import { callFunction } from './rpc';
import { Params, table } from './sql';
import type { RequestContext, RestRequest, RestResponse } from './types';
import { executeWrite } from './write';
import { deleteSpec, insertSpec, updateSpec } from './write-specs';

export type { RequestContext, RequestRole, RestRequest, RestResponse } from './types';
export { withRequestRole, type RequestInfo } from './role';

type Target = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw parseError(`"${segment}" is not a valid URL path segment`);
  }
}

function parseTarget(path: string): Target {
  const segments = path.split('/').filter((s) => s !== '').map(decode);
  if (segments.length === 0) {
    throw new RestError(404, 'PGRST126', 'The local backend does not serve the OpenAPI description at the root endpoint');
  }
  if (segments.length === 1) return { kind: 'table', name: segments[0] as string };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1] as string };
  throw new RestError(404, 'PGRST125', `Invalid path specified in request URL: ${path}`);
}

function parseBody(req: RestRequest, required: boolean): unknown {
  checkContentType(req.headers.get('content-type'));
  if (req.body.trim() === '') {
    if (required) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The request body is empty');
    return undefined;
  }
  try {
    return JSON.parse(req.body) as unknown;
  } catch (error) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}

interface Prepared {
  method: string;
  prefs: Preferences;
  output: Output;
}

async function tableRequest(tx: Queryable, name: string, req: RestRequest, p: Prepared): Promise<RestResponse> {
  const parts = parseQuery(req.query);
  const { method, prefs, output } = p;
  if (method === 'GET' || method === 'HEAD') {
    if (parts.columns !== null || parts.onConflict !== null) throw parseError('columns and on_conflict apply only to POST');
    const range = parseRange(req.query, req.headers.get('range'));
    return readRows(tx, { from: table(name), name, relation: name }, new Params(), { parts, range, prefs, output, head: method === 'HEAD' });
  }
  if (method === 'PUT') {
    throw new RestError(405, 'PGRST117', 'PUT is not supported by the local backend',
      null, 'Use POST with Prefer: resolution=merge-duplicates to upsert');
  }
  if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  const info = await tableInfo(tx, name);
  if (!info) throw await tableNotFound(tx, name);
  const write = method === 'POST' ? 'insert' : method === 'PATCH' ? 'update' : 'delete';
  if (!info.writable[write]) {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`,
      `'public.${name}' is a view that cannot ${write} rows`, null, { allow: allowedMethods(info) });
  }
  if (method === 'POST') return executeWrite(tx, insertSpec(info, parseBody(req, true), parts, prefs), { parts, prefs, output });
  if (parts.order !== null || parts.hasRange) {
    throw parseError(`order, limit and offset on ${method} are not supported by the local backend`, null,
      'Select the rows with filters on a unique column instead');
  }
  const spec = method === 'PATCH' ? updateSpec(info, parseBody(req, true), parts) : deleteSpec(info, parts);
  return executeWrite(tx, spec, { parts, prefs, output });
}

function rpcRequest(tx: Queryable, name: string, req: RestRequest, p: Prepared): Promise<RestResponse> {
  if (p.method !== 'GET' && p.method !== 'HEAD' && p.method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${p.method} method on RPC`, null, 'Functions accept GET and POST');
  }
  return callFunction(tx, name, {
    method: p.method,
    query: req.query,
    body: p.method === 'POST' ? parseBody(req, false) : undefined,
    prefs: p.prefs,
    output: p.output,
    range: () => parseRange(req.query, req.headers.get('range')),
  });
}

/**
 * The PostgREST-compatible handler behind /rest/v1. Every request runs in one transaction as ctx.role
 * with the JWT claims set; every malformed or unsupported parameter is answered with an error.
 */
export async function handleRest(db: Db, req: RestRequest, ctx: RequestContext): Promise<RestResponse> {
  const method = req.method.toUpperCase();
  let target: Target | null = null;
  try {
    target = parseTarget(req.path);
    if (method === 'OPTIONS') {
      const allow = target.kind === 'rpc' ? 'OPTIONS,GET,HEAD,POST' : allowedMethods(await tableInfo(db, target.name));
      return { status: 200, headers: { allow }, body: '' };
    }
    checkProfile(req.headers, method);
    const prepared: Prepared = { method, prefs: parsePrefer(req.headers.get('prefer')), output: negotiate(req.headers.get('accept')) };
    const current = target;
    return await withRequestRole(
      db,
      ctx,
      (tx) => (current.kind === 'rpc' ? rpcRequest(tx, current.name, req, prepared) : tableRequest(tx, current.name, req, prepared)),
      { method, path: req.path, headers: req.headers, readOnly: method === 'GET' || method === 'HEAD' },
    );
  } catch (error) {
    if (target?.kind === 'table' && isPgError(error) && error.code === '42P01' && (method === 'GET' || method === 'HEAD')) {
      return toErrorResponse(await tableNotFound(db, target.name), ctx.role);
    }
    return toErrorResponse(error, ctx.role);
  }
}
