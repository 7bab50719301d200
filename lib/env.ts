/**
 * The only settings the app reads to reach its backend. `npm start` fills them in for the embedded local backend;
 * set them yourself (see .env.example) to use a hosted Supabase project.
 */
export function supabaseEnv(): { url: string; anonKey: string } {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
  if (!url || !anonKey) {
    throw new Error(
      'NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY are not set. Start the shop with `npm start` ' +
        '(it runs the local backend and sets them), or copy .env.example to .env.local and fill in your Supabase project.',
    );
  }
  return { url: url.replace(/\/+$/, ''), anonKey };
}

/** Storage object paths ("media/trips/x.jpg") become public URLs; absolute URLs pass through. */
export function storageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${supabaseEnv().url}/storage/v1/object/public/${path.replace(/^\/+/, '')}`;
}
