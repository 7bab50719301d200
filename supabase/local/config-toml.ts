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
  const buckets = new Set([...storageBuckets(sections)].filter(([, bucket]) => bucket.public).map(([name]) => name));
  if (buckets.size === 0) buckets.add('media');
  return buckets;
}

/** What Storage checks of an upload to a bucket (config.toml's `[storage.buckets.<name>]`). */
export interface BucketSettings {
  public: boolean;
  /** In bytes: the bucket's `file_size_limit`, or `[storage]`'s. */
  fileSizeLimit: number;
  /** `allowed_mime_types`; null: any. */
  allowedMimeTypes: string[] | null;
}

/** "50MiB", "10MB", "512KiB", "1024" as bytes (B, KB/KiB, MB/MiB, GB/GiB, each counted in powers of 1024). */
export function parseSize(text: string | undefined, fallback: number): number {
  const m = /^"?\s*(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?\s*"?$/i.exec(text ?? '');
  if (!m) return fallback;
  const power = { B: 0, K: 1, M: 2, G: 3 }[(m[2]?.[0] ?? 'B').toUpperCase() as 'B' | 'K' | 'M' | 'G'];
  return Math.floor(Number(m[1]) * 1024 ** power);
}

/** A TOML array of strings, `["a", "b"]`, as its strings; null when the key is absent. */
function stringArray(text: string | undefined): string[] | null {
  if (text === undefined) return null;
  return [...text.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
}

/** Every bucket config.toml declares, with the limits Storage applies to its uploads. */
export function storageBuckets(sections: TomlSections): Map<string, BucketSettings> {
  const globalLimit = parseSize(sections.get('storage')?.get('file_size_limit'), 50 * 1024 * 1024);
  const buckets = new Map<string, BucketSettings>();
  for (const [name, values] of sections) {
    const bucket = /^storage\.buckets\.(.+)$/.exec(name)?.[1];
    if (!bucket) continue;
    buckets.set(bucket, {
      public: values.get('public') === 'true',
      fileSizeLimit: Math.min(globalLimit, parseSize(values.get('file_size_limit'), globalLimit)),
      allowedMimeTypes: stringArray(values.get('allowed_mime_types')),
    });
  }
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
