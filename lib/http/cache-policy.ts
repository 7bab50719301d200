/**
 * Who may keep a response. Public pages are the same for every visitor, so Next's own header for a statically
 * rendered page (`s-maxage=<revalidate>, stale-while-revalidate=<expire - revalidate>`) lets a shared cache keep them
 * for the revalidation period and serve them stale while it fetches a fresh copy. Personal pages (the one list is
 * lib/auth/personal-paths.ts) are never stored anywhere.
 */
export const cacheControl = {
  personal: 'private, no-store',
  /** Redirects that are the same for everyone (root, aliases, foreign prefixes). */
  redirect: 'public, max-age=0, s-maxage=600, stale-while-revalidate=600',
} as const;
