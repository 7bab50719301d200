import { RestError } from './errors';

export interface Preferences {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'lenient' | 'strict';
  maxAffected?: number;
}

type Named = Exclude<keyof Preferences, 'maxAffected'>;

const ALLOWED: Record<Named, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['lenient', 'strict'],
};

/**
 * Understood but never applied: hosted Supabase runs PostgREST with db-tx-end = commit, which ignores
 * `Prefer: tx=commit|rollback` (no Preference-Applied) and commits.
 */
const IGNORED = new Set(['tx=commit', 'tx=rollback']);

/**
 * Prefer is lenient by default (RFC 7240, like PostgREST): the first value of each preference counts, others are
 * ignored; handling=strict turns unknown ones into PGRST122.
 */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = {};
  const invalid: string[] = [];
  const record = prefs as Record<string, string>;
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (!item || IGNORED.has(item)) continue;
    const [key = '', value = ''] = item.split('=').map((s) => s.trim());
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected ??= Number(value);
    } else if (ALLOWED[key as Named]?.includes(value)) {
      record[key] ??= value;
    } else {
      invalid.push(item);
    }
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  return prefs;
}

// PostgREST's order in Preference-Applied.
const ORDER: Named[] = ['resolution', 'missing', 'return', 'count', 'handling'];

/** Preference-Applied for the preferences this answer applied (`applicable`), in PostgREST's order. */
export function preferenceHeaders(prefs: Preferences, applicable: readonly (Named | 'max-affected')[]): Record<string, string> {
  const applied = ORDER.filter((key) => applicable.includes(key) && prefs[key] !== undefined).map((key) => `${key}=${prefs[key]}`);
  if (applicable.includes('max-affected') && prefs.handling === 'strict' && prefs.maxAffected !== undefined) {
    applied.push(`max-affected=${prefs.maxAffected}`);
  }
  return applied.length > 0 ? { 'preference-applied': applied.join(', ') } : {};
}
