import { resolve } from 'node:path';

/** npm scripts, Jest and Next all run from the project root; SHOP_ROOT overrides it for odd launchers. */
export const projectRoot = resolve(process.env.SHOP_ROOT ?? process.cwd());
export const supabaseDir = resolve(projectRoot, 'supabase');
export const localDataRoot = resolve(process.env.SUPABASE_LOCAL_DATA_DIR ?? resolve(supabaseDir, '.local-data'));
