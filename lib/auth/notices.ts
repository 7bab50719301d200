/**
 * Messages a redirect leaves for the next page in its fragment (#notice=confirmed), so that a static page can greet
 * the traveller without reading cookies or varying its HTML.
 */
export const AUTH_NOTICES = ['confirmed', 'email-changed', 'email-change-pending', 'link-invalid', 'account-deleted', 'signed-out'] as const;
export type AuthNotice = (typeof AUTH_NOTICES)[number];

export function noticeFromHash(hash: string): AuthNotice | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('notice');
  return (AUTH_NOTICES as readonly string[]).includes(value ?? '') ? (value as AuthNotice) : null;
}

export function withNotice(path: string, notice: AuthNotice): string {
  return `${path.split('#')[0]}#notice=${notice}`;
}
