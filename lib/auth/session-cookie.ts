/** @supabase/ssr keeps the session in cookies named sb-<project>-auth-token (split into .0, .1, ... when long). */
export const SESSION_COOKIE = /^sb-[^=]+-auth-token(\.\d+)?$/;

export function hasStoredSession(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).some((cookie) => {
    const [name, ...value] = cookie.split('=');
    return SESSION_COOKIE.test(name ?? '') && value.join('=') !== '';
  });
}
