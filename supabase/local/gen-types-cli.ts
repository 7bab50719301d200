import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, openDatabase } from './db';
import { generateDatabaseTypes } from './gen-types';
import { projectRoot } from './paths';

/** npm run db:types: migrates a throw-away in-memory database and writes lib/supabase/database.types.ts. */
const db = await openDatabase({});
try {
  await migrate(db, { seed: false });
  const target = join(projectRoot, 'lib', 'supabase', 'database.types.ts');
  writeFileSync(target, await generateDatabaseTypes(db));
  console.log(`Wrote ${target}`);
} finally {
  await db.close();
}
