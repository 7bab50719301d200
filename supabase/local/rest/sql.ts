import { parseError } from './errors';

/** Collects bind parameters; every value reaches PostgreSQL as $n, never inside the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

// PostgREST's reserved characters (. , : ( ) and operators) never appear in a name we accept.
const IDENT = /^[\p{L}_][\p{L}\p{N}_$ -]*$/u;

export function ident(name: string, what = 'column'): string {
  if (!IDENT.test(name) || name.endsWith(' ') || name.includes('->')) {
    throw parseError(`"${name}" is not a valid ${what} name`);
  }
  return quoteIdent(name);
}

export function table(name: string): string {
  return `${quoteIdent('public')}.${quoteIdent(name)}`;
}

// A cast target such as text, int4, numeric, text[], "double precision" (no quotes, parentheses or punctuation).
const CAST = /^[A-Za-z_][A-Za-z0-9_]*( [A-Za-z_][A-Za-z0-9_]*)?(\[\])?$/;

export function castType(type: string): string {
  if (!CAST.test(type)) throw parseError(`"${type}" is not a valid type for a cast`);
  return type;
}
