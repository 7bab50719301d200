import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Manifest {
  node: Record<string, { exportedName?: string; filename?: string }>;
}

/** The id Next gave a server action in the build the browser tests run against (its Next-Action header). */
export function serverActionId(exportedName: string): string {
  const file = join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next-e2e', 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName);
  if (!found) throw new Error(`No server action named ${exportedName} in ${file}`);
  return found[0];
}
