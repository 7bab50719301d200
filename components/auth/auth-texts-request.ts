import type { AbstractIntlMessages } from 'next-intl';

const requests = new Map<string, Promise<AbstractIntlMessages | null>>();

/**
 * The sign-in form's texts in `lang` (GET /api/texts/{lang}/auth, cacheable), asked once per page and language: the
 * account button starts the request as the dialog opens, beside the form's own code. Null when it failed; `retry`
 * forgets a failure so the next ask goes out again.
 */
export function authTexts(lang: string, retry = false): Promise<AbstractIntlMessages | null> {
  const kept = requests.get(lang);
  if (kept && !retry) return kept;
  const request = fetch(`/api/texts/${encodeURIComponent(lang)}/auth`)
    .then((response) => (response.ok ? (response.json() as Promise<AbstractIntlMessages>) : null))
    .catch(() => null);
  requests.set(lang, request);
  return request;
}
