import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supabaseDir } from './paths';

export type TomlSections = Map<string, Map<string, string>>;

/**
 * The flat part of supabase/config.toml the local backend needs: `[section.name]` headers and `key = value` lines,
 * values kept as raw text (arrays and inline tables are not needed here).
 */
export function readConfigToml(path = join(supabaseDir, 'config.toml')): TomlSections {
  const sections: TomlSections = new Map();
  if (!existsSync(path)) return sections;
  let current = new Map<string, string>();
  sections.set('', current);
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.replace(/\s#.*$|^#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      const name = header[1]!.trim().replace(/"/g, '');
      current = sections.get(name) ?? new Map<string, string>();
      sections.set(name, current);
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    if (pair) current.set(pair[1]!, pair[2]!.trim());
  }
  return sections;
}

/** The public buckets (`[storage.buckets.<name>] public = true`); `media` when none is declared. */
export function publicBuckets(sections: TomlSections): Set<string> {
  const buckets = new Set<string>();
  for (const [name, values] of sections) {
    const bucket = /^storage\.buckets\.(.+)$/.exec(name)?.[1];
    if (bucket && values.get('public') === 'true') buckets.add(bucket);
  }
  if (buckets.size === 0) buckets.add('media');
  return buckets;
}

/** Functions declared with `[functions.<name>] verify_jwt = false` accept calls without a valid JWT (webhooks). */
export function functionsWithoutJwt(sections: TomlSections): Set<string> {
  const names = new Set<string>();
  for (const [name, values] of sections) {
    const fn = /^functions\.(.+)$/.exec(name)?.[1];
    if (fn && values.get('verify_jwt') === 'false') names.add(fn);
  }
  return names;
}
