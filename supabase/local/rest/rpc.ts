import type { Queryable } from '../db';
import { functionsNamed, type FunctionArg, type FunctionInfo } from './catalog';
import { planLevel } from './embed';
import { parseError, RestError } from './errors';
import { contentTypeFor, type Output } from './media';
import { preferenceHeaders, type Preferences } from './prefer';
import { parseQuery, type QueryParts } from './query-params';
import type { Range } from './range';
import { readRows } from './read';
import { bodyResponse, runShaped } from './response';
import { unconditionedWrite } from './safe-update';
import { parseSelect } from './select';
import { Params, quoteIdent, table } from './sql';
import type { RestResponse } from './types';

const inputArgs = (fn: FunctionInfo) => fn.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
const JSON_ARG = new Set(['json', 'jsonb']);

interface Call {
  fn: FunctionInfo;
  /** Named arguments, or the whole body for a single unnamed (or params=single-object) json argument. */
  args: Record<string, unknown> | { whole: unknown };
}

function choose(name: string, candidates: FunctionInfo[], keys: string[], body: unknown, isPost: boolean): Call {
  const matches: Call[] = [];
  for (const fn of candidates) {
    const inputs = inputArgs(fn);
    const single = inputs.length === 1 && JSON_ARG.has(inputs[0]?.type ?? '');
    if (isPost && single && inputs[0]?.name === '') {
      matches.push({ fn, args: { whole: body } });
      continue;
    }
    if (inputs.some((a) => a.name === '')) continue;
    const required = inputs.slice(0, inputs.length - fn.nDefaults).map((a) => a.name);
    const names = inputs.map((a) => a.name);
    if (keys.every((k) => names.includes(k)) && required.every((r) => keys.includes(r))) {
      matches.push({ fn, args: {} });
    }
  }
  if (matches.length === 1) return matches[0] as Call;
  const signature = `public.${name}(${[...keys].sort().join(', ')})`;
  if (matches.length > 1) {
    throw new RestError(300, 'PGRST203', `Could not choose the best candidate function between several overloads of ${signature}`,
      null, 'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
  }
  throw new RestError(404, 'PGRST202', `Could not find the function ${signature} in the schema cache`,
    candidates.length > 0 ? `A function named public.${name} exists, but not with these argument names` : null,
    candidates.length > 0 ? null : 'No function matches the given name and arguments.');
}

/** FROM item calling the function with its arguments decoded by json_to_record, as PostgREST does. */
function callSql(call: Call, args: Record<string, unknown>, params: Params): { from: string; expr: string } {
  const inputs = inputArgs(call.fn);
  if ('whole' in call.args) {
    const value = params.add(JSON.stringify(call.args.whole));
    const arg = inputs[0] as FunctionArg;
    const named = arg.name ? `${quoteIdent(arg.name)} := ` : '';
    return { from: '', expr: `${table(call.fn.name)}(${named}${value}::${arg.type})` };
  }
  const given = inputs.filter((a) => a.name in args);
  if (given.length === 0) return { from: '', expr: `${table(call.fn.name)}()` };
  const defs = given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
  const named = given.map((a) => `${a.mode === 'v' ? 'variadic ' : ''}${quoteIdent(a.name)} := _a.${quoteIdent(a.name)}`);
  const from = `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${defs})`;
  return { from, expr: `${table(call.fn.name)}(${named.join(', ')})` };
}

export interface RpcOptions {
  method: string;
  query: URLSearchParams;
  body: unknown;
  prefs: Preferences;
  output: Output;
  range: (parts: QueryParts) => Range;
}

/** POST /rpc/fn (JSON arguments) or GET /rpc/fn?arg=v; results shaped like PostgREST's. */
export async function callFunction(tx: Queryable, name: string, opts: RpcOptions): Promise<RestResponse> {
  const candidates = await functionsNamed(tx, name);
  const isPost = opts.method === 'POST';
  const allNames = new Set(candidates.flatMap((fn) => inputArgs(fn).map((a) => a.name)));
  const parts = parseQuery(opts.query, isPost ? new Set() : allNames);
  let args: Record<string, unknown> = parts.args;
  if (isPost) {
    const body = opts.body ?? {};
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) args = body as Record<string, unknown>;
    else if (!candidates.some((fn) => inputArgs(fn).length === 1)) {
      throw new RestError(400, 'PGRST102', 'The arguments of a function call must be a JSON object');
    }
  }
  const call = choose(name, candidates, Object.keys(args), opts.body, isPost);
  const fn = call.fn;
  const unsafe = fn.language === 'sql' ? unconditionedWrite(fn.source) : null;
  if (unsafe) throw new RestError(400, '21000', `${unsafe} requires a WHERE clause`);
  const params = new Params();
  const { from, expr } = callSql({ fn, args: call.args }, args, params);
  const composite = fn.retKind === 'c' || (fn.retType === 'record' && fn.args.some((a) => a.mode === 'o' || a.mode === 't' || a.mode === 'b'));
  const head = opts.method === 'HEAD';
  // A subquery, so that select=* and filters see only the function's columns, not the decoded arguments.
  const alias = quoteIdent(fn.name);
  const source = { from: from ? `(select _t.* from ${from}, lateral ${expr} as _t) as ${alias}` : `${expr} as ${alias}`,
    name: fn.name, relation: fn.retKind === 'c' ? fn.retType.replace(/^public\./, '') : null };
  if (composite && fn.retset) {
    return readRows(tx, source, params, { parts, range: opts.range(parts), prefs: opts.prefs, output: opts.output, head });
  }
  if (parts.filters.length > 0 || parts.order !== null || parts.hasRange || parts.embedded.size > 0 || (parts.select !== null && !composite)) {
    throw parseError(`select, filters, order, limit and offset apply only to functions returning a set of rows; ${name} does not`);
  }
  if (fn.retType === 'void') {
    await tx.query(`select ${expr}${from ? ` from ${from}` : ''}`, params.values);
    return { status: 204, headers: preferenceHeaders(opts.prefs, ['handling']), body: '' };
  }
  const headers = preferenceHeaders(opts.prefs, ['handling']);
  if (composite) {
    // A function returning one row answers a JSON object, not an array (PostgREST).
    const level = await planLevel(tx, source.relation, alias, parseSelect(parts.select), parts, params);
    const shaped = await runShaped(tx, `select ${level.list.join(', ')} from ${source.from}${level.joins}`, params.values);
    const response = bodyResponse(200, 'object', shaped, headers, head);
    return { ...response, headers: { ...response.headers, 'content-type': contentTypeFor(opts.output) } };
  }
  const valueSql = fn.retset
    ? `select coalesce(json_agg(_v), '[]')::text as body from (select ${expr} as _v${from ? ` from ${from}` : ''}) _s`
    : `select to_json(${expr})::text as body${from ? ` from ${from}` : ''}`;
  const { rows } = await tx.query<{ body: string | null }>(valueSql, params.values);
  return { status: 200, headers: { 'content-type': contentTypeFor('json'), ...headers }, body: head ? '' : (rows[0]?.body ?? 'null') };
}
