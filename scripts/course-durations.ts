import nextEnv from '@next/env';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadOrCreateKeys } from '../supabase/local/keys';
import { localDataRoot } from '../supabase/local/paths';
import { measureLessons } from './measure-lessons';

/**
 * `npm run courses:durations [-- --lesson <id>] [-- --check]`: measures every lesson's video (or one) from its own
 * header and writes the measured seconds where the stored ones differ. With --check it only reports, and exits 1
 * when a duration is wrong. Run it after uploading a video and pointing a lesson at it (docs/courses.md).
 */
/** The configured project (NEXT_PUBLIC_SUPABASE_URL and the service-role key), or the local backend `npm start` runs. */
async function adminClient(): Promise<SupabaseClient> {
  nextEnv.loadEnvConfig(process.cwd());
  let url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  let key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.SUPABASE_SECRET_KEY;
  if (!url) {
    if (!existsSync(join(localDataRoot, 'keys.json'))) throw new Error('Set NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or run `npm start` once for the local backend.');
    url = `http://127.0.0.1:${process.env.SUPABASE_LOCAL_PORT ?? 54321}`;
    key = (await loadOrCreateKeys(localDataRoot)).serviceRoleKey;
  }
  if (!key) throw new Error('Set SUPABASE_SERVICE_ROLE_KEY (see .env.example).');
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--lesson');
  const lessonId = at >= 0 ? Number(args[at + 1]) : undefined;
  if (lessonId !== undefined && !Number.isInteger(lessonId)) throw new Error('--lesson takes a lesson id');
  const check = args.includes('--check');
  const results = await measureLessons(await adminClient(), { lessonId, write: !check });
  const wrong = results.filter((r) => r.measured !== null && r.measured !== r.stored);
  const failed = results.filter((r) => r.error);
  for (const r of wrong) console.log(`lesson ${r.lessonId} (${r.videoPath}): ${r.stored ?? 'none'} s -> ${r.measured} s${check ? ' (not written: --check)' : ''}`);
  for (const r of failed) console.error(`lesson ${r.lessonId} (${r.videoPath}): ${r.error}`);
  console.log(`${results.length} lessons measured, ${wrong.length} ${check ? 'wrong' : 'corrected'}, ${failed.length} unreadable.`);
  if (failed.length > 0 || (check && wrong.length > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
