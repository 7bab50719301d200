import { RestError } from './errors';

export interface Preferences {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  params?: 'single-object';
  handling?: 'lenient' | 'strict';
  maxAffected?: number;
  /** The preferences that were understood, for Preference-Applied. */
  applied: string[];
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
  handling: ['lenient', 'strict'],
};

/** Prefer is lenient by default (RFC 7240, like PostgREST); handling=strict turns unknown ones into PGRST122. */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  const record = prefs as unknown as Record<string, string>;
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const [key = '', value = ''] = item.split('=').map((s) => s.trim());
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (ALLOWED[key]?.includes(value)) {
      record[key] = value;
      if (key !== 'handling') prefs.applied.push(`${key}=${value}`);
    } else {
      invalid.push(item);
    }
  }
  if (prefs.handling === 'strict') {
    if (invalid.length > 0) {
      throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict',
        `Invalid preferences: ${invalid.join(', ')}`);
    }
    if (prefs.maxAffected !== undefined) prefs.applied.push(`max-affected=${prefs.maxAffected}`);
    prefs.applied.push('handling=strict');
  }
  return prefs;
}
