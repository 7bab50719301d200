import type { RequestRole, RestResponse } from './types';

export const JSON_TYPE = 'application/json; charset=utf-8';

export interface ErrorBody {
  code: string;
  message: string;
  /** Text, or (PGRST201) the list of candidate relationships. */
  details: string | Record<string, string>[] | null;
  hint: string | null;
}

/** An error PostgREST itself would answer (PGRSTxxx); throwing it rolls the request's transaction back. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorBody['details'] = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const parseError = (message: string, details: string | null = null, hint: string | null = null) =>
  new RestError(400, 'PGRST100', message, details, hint);

export function errorResponse(status: number, body: ErrorBody, headers: Record<string, string> = {}): RestResponse {
  return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body: JSON.stringify(body) };
}

export function restErrorResponse(error: RestError): RestResponse {
  const { code, message, details, hint } = error;
  return errorResponse(error.status, { code, message, details, hint }, error.headers);
}

interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** The SQLSTATE -> HTTP status table of PostgREST's errors reference. */
export function statusForSqlState(code: string, role: RequestRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  const known = exact[code];
  if (known) return known;
  const byClass: [string, number][] = [
    ['08', 503], ['09', 500], ['0L', 403], ['0P', 403], ['25', 500], ['28', 403], ['2D', 500], ['38', 500],
    // 54 (program limit exceeded: too many columns, too deep an expression) is the size of the request itself: 400,
    // where PostgREST answers 500.
    ['39', 500], ['3B', 500], ['40', 500], ['53', 503], ['54', 400], ['55', 500], ['57', 500], ['58', 500],
    ['F0', 500], ['HV', 500], ['P0', 500], ['XX', 500],
  ];
  return byClass.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

/**
 * Errors only the backend's own machinery can cause, never a request PostgREST would accept: a syntax error or an
 * unknown parameter in SQL the local backend wrote, and the database's internal, system and resource failures (whose
 * texts name files, OIDs and memory). Hosted PostgREST never shows its internals either.
 */
const INTERNAL = /^(XX|58|F0|53|39|57P|42601$|42P02$|42P08$|42P18$)/;
const INTERNAL_MESSAGE = 'The local backend could not answer this request; its log says why';

export function pgErrorResponse(error: PgErrorLike, role: RequestRole): RestResponse {
  if (INTERNAL.test(error.code)) {
    console.error(`[rest] database error ${error.code}: ${error.message}`);
    return errorResponse(500, { code: error.code, message: INTERNAL_MESSAGE, details: null, hint: null });
  }
  // What a request's data causes (a constraint, a RAISE, an unknown column, a bad value) is answered as PostgREST
  // answers it: PostgreSQL's code, message, detail and hint.
  return errorResponse(statusForSqlState(error.code, role), {
    code: error.code,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  });
}

/** Anything thrown while answering becomes a PostgREST-style answer; the process never crashes on input. */
export function toErrorResponse(error: unknown, role: RequestRole): RestResponse {
  if (error instanceof RestError) return restErrorResponse(error);
  if (isPgError(error)) return pgErrorResponse(error, role);
  console.error('[rest] internal error:', error);
  return errorResponse(500, { code: 'PGRSTX00', message: INTERNAL_MESSAGE, details: null, hint: null });
}
