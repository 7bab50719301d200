import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its functions
 * compiled eagerly, on the background thread that streams the script in, instead of lazily on the main thread the
 * first time each one runs. Hydration calls most of React's functions at once, so their lazy compilation was most of
 * the main thread's long tasks on a phone (Lighthouse's total blocking time). Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every client chunk of a production build (distDir/static/chunks) with the compile hint, once: a build
 * marked before is left as it is. Chunk names are content hashes of the chunks as Next wrote them; a browser that
 * cached a chunk before it was marked keeps running the same code. Returns how many files it marked.
 */
export function addCompileHints(distDir: string): number {
  const chunks = join(distDir, 'static', 'chunks');
  let marked = 0;
  for (const name of readdirSync(chunks, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = join(chunks, name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}

// `npm run build` runs this after `next build` (the hosting platform's build command too); the test and start
// scripts call addCompileHints after their own builds.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  console.log(`Compile hints: ${addCompileHints(distDir)} client chunks in ${distDir}/static/chunks marked for eager compilation.`);
}
