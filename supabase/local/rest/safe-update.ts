/**
 * Hosted Supabase loads pg-safeupdate into PostgREST's sessions: every UPDATE or DELETE without a WHERE clause fails
 * with 21000 "UPDATE requires a WHERE clause", also inside the functions a request calls. PGlite cannot load the
 * extension, so the local backend reads SQL text for such statements instead: the body of a `language sql` function
 * (all of whose statements run on every call) before /rpc calls it, and every function of the schema in the tests.
 */

/** Blanks out comments and string literals, so that words inside them are not read as SQL. */
function code(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\$([A-Za-z_]\w*)?\$[\s\S]*?\$\1\$/g, "''")
    .replace(/'(?:[^']|'')*'/g, "''");
}

/** Where the statement or parenthesised part that starts at `from` ends: at a `;` or its closing parenthesis. */
function partEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') {
      if (depth === 0) return i;
      depth--;
    } else if (ch === ';' && depth === 0) return i;
  }
  return text.length;
}

/** Blanks out every parenthesised part, so that a WHERE inside a subquery does not count for the statement around it. */
const topLevel = (part: string) => {
  let out = part;
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(/\([^()]*\)/g, ' ');
  }
  return out;
};

const WRITE = /\b(delete\s+from|update)\s+(?:only\s+)?("(?:[^"]|"")+"|[\w$.]+)(?:\s+(?:as\s+)?(?!set\b|where\b|using\b)\w+)?\s*(set\b)?/gi;

/** The first UPDATE or DELETE in `sql` that has no WHERE clause, or null. */
export function unconditionedWrite(sql: string): 'UPDATE' | 'DELETE' | null {
  const text = code(sql);
  for (const match of text.matchAll(WRITE)) {
    const isDelete = /^delete/i.test(match[1] as string);
    if (!isDelete && match[3] === undefined) continue; // "for update", "before update on": not an UPDATE statement
    const before = text.slice(0, match.index).trimEnd();
    if (/\bdo$/i.test(before)) continue; // INSERT ... ON CONFLICT DO UPDATE SET is an insert
    const part = text.slice(match.index, partEnd(text, match.index));
    if (!/\bwhere\b/i.test(topLevel(part))) return isDelete ? 'DELETE' : 'UPDATE';
  }
  return null;
}
