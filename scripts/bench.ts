import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** `npm run bench`: runs every scripts/bench/*.ts module that exports `run()`, in name order, one after another. */
const dir = join(process.cwd(), 'scripts', 'bench');
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, '')))
  .sort();

let failed = false;
for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== 'function') continue;
  console.log(`\n=== bench: ${file.replace(/\.ts$/, '')} ===`);
  try {
    await mod.run();
  } catch (error) {
    failed = true;
    console.error(`bench ${file} failed:`, error instanceof Error ? (error.stack ?? error.message) : error);
  }
}
process.exit(failed ? 1 : 0);
