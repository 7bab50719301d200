import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBackend, type SpawnedBackend, type SpawnOptions } from '../../../supabase/local/spawn';

/** A temp data folder for a backend a test starts itself (always PGlite: these tests are about its data folder). */
export function tempDataRoot(label: string): { dataRoot: string; remove(): void } {
  const dataRoot = mkdtempSync(join(tmpdir(), `shop-${label}-`));
  return { dataRoot, remove: () => rmSync(dataRoot, { recursive: true, force: true }) };
}

export function spawnOwnBackend(dataRoot: string, options: Omit<SpawnOptions, 'dataRoot' | 'databaseUrl'> = {}): Promise<SpawnedBackend> {
  const env = { ...options.env, DATABASE_URL: '' };
  return spawnBackend({ ...options, dataRoot, env });
}
