/** One statement of a migration file, with the comment lines written just above it. */
export interface SqlStatement {
  /** The `--` lines above the statement, back to the previous one (blank lines between them kept). */
  comment: string;
  /** The statement itself, up to and including its semicolon. */
  text: string;
}

/**
 * Splits SQL into statements at the semicolons that are outside strings, quoted names, comments and dollar-quoted
 * bodies, which is all the migrations use.
 */
export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let comment = '';
  let start = -1;
  let i = 0;
  const flush = (end: number) => {
    statements.push({ comment: comment.replace(/\n+$/, ''), text: sql.slice(start, end) });
    comment = '';
    start = -1;
  };
  while (i < sql.length) {
    const ch = sql[i] ?? '';
    if (start < 0) {
      if (/\s/.test(ch)) {
        if (ch === '\n' && comment && sql[i + 1] === '\n') comment += '\n';
        i++;
        continue;
      }
      if (sql.startsWith('--', i) || sql.startsWith('/*', i)) {
        const block = sql.startsWith('/*', i);
        const end = block ? sql.indexOf('*/', i) + 2 : sql.indexOf('\n', i);
        const stop = end < (block ? 2 : 0) ? sql.length : end;
        comment += `${sql.slice(i, stop)}\n`;
        i = stop;
        continue;
      }
      start = i;
    }
    if (sql.startsWith('--', i)) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (sql.startsWith('/*', i)) {
      i = sql.indexOf('*/', i + 2) + 2;
    } else if (ch === "'" || ch === '"') {
      // E'...' strings escape with a backslash; every quoted text doubles its quote.
      const escapes = ch === "'" && /(^|[^\w])[Ee]$/.test(sql.slice(Math.max(0, i - 2), i));
      let j = i + 1;
      while (j < sql.length && !(sql[j] === ch && sql[j + 1] !== ch)) j += sql[j] === ch || (escapes && sql[j] === '\\') ? 2 : 1;
      i = j + 1;
    } else if (ch === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end < 0 ? sql.length : end + tag.length;
      } else i++;
    } else if (ch === ';') {
      flush(i + 1);
      i++;
    } else i++;
  }
  if (start >= 0 && sql.slice(start).trim()) flush(sql.length);
  return statements;
}
