import type { AbstractIntlMessages } from 'next-intl';
import type { TextSet } from '@/lib/i18n/text-sets';

const requests = new Map<string, Promise<AbstractIntlMessages | null>>();

/**
 * The messages of a text set in `lang` (GET /api/texts/{lang}/{set}, cacheable), asked once per page: the account
 * button starts the sign-in form's as the dialog opens, the search its results' with the first search, beside the
 * code that uses them. Null when the request failed; `retry` forgets a failure so the next ask goes out again.
 */
export function fetchTexts(lang: string, set: TextSet, retry = false): Promise<AbstractIntlMessages | null> {
  const key = `${lang}/${set}`;
  const kept = requests.get(key);
  if (kept && !retry) return kept;
  const request = fetch(`/api/texts/${encodeURIComponent(lang)}/${set}`)
    .then((response) => (response.ok ? (response.json() as Promise<AbstractIntlMessages>) : null))
    .catch(() => null);
  requests.set(key, request);
  return request;
}
