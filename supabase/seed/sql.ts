/** SQL literal builders: the seed is plain SQL, so every value is rendered here and nowhere else. */
export type SqlValue = string | number | boolean | null | SqlRaw | string[] | object;

export class SqlRaw {
  constructor(readonly text: string) {}
}

/** An expression written as is, e.g. `current_date + 15`. */
export function raw(text: string): SqlRaw {
  return new SqlRaw(text);
}

export function quote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function literal(value: SqlValue): string {
  if (value === null) return 'null';
  if (value instanceof SqlRaw) return value.text;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    return value.length === 0 ? `'{}'::text[]` : `array[${value.map(quote).join(', ')}]::text[]`;
  }
  return `${quote(JSON.stringify(value))}::jsonb`;
}

export interface InsertOptions {
  /** Identity columns need it to accept explicit ids. */
  overriding?: boolean;
}

/** One multi-row insert; rows must all have the same keys in the same order. */
export function insert(table: string, rows: Record<string, SqlValue>[], options: InsertOptions = {}): string {
  const first = rows[0];
  if (!first) return `-- ${table}: no rows\n`;
  const columns = Object.keys(first);
  const values = rows.map((row) => {
    const keys = Object.keys(row);
    if (keys.join() !== columns.join()) throw new Error(`Row shape differs in ${table}: ${keys.join()}`);
    return `  (${columns.map((c) => literal(row[c] as SqlValue)).join(', ')})`;
  });
  const overriding = options.overriding ? ' overriding system value' : '';
  return `insert into public.${table} (${columns.join(', ')})${overriding} values\n${values.join(',\n')};\n`;
}

/** After explicit ids, the identity sequence must continue after the largest one. */
export function resetIdentity(table: string): string {
  return `select setval(pg_get_serial_sequence('public.${table}', 'id'), (select max(id) from public.${table}));\n`;
}

/** Relative dates keep past and future departures true whatever day the seed is loaded. */
export function daysFromToday(days: number): SqlRaw {
  return raw(days >= 0 ? `current_date + ${days}` : `current_date - ${-days}`);
}

export function timestampDaysAgo(days: number, hour = 9): SqlRaw {
  return raw(`(current_date - ${days})::timestamptz + interval '${hour} hours'`);
}
