'use client';

import { useRouter } from 'next/navigation';
import { useLayoutEffect, useMemo, useRef, type FormEvent, type RefObject } from 'react';
import { useModalDialog } from '@/components/layout/use-modal-dialog';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { countLabel } from '@/lib/i18n/count-label';
import { activeFilterCount, isSearchActive, parseSearchState, serializeSearchState, type SearchState } from '@/lib/search/state';
import { FilterSheet } from './filter-sheet';
import { SearchFilters } from './search-filters';
import type { SearchChoices } from './search-options';
import { useRotatingPlaceholder } from './use-rotating-placeholder';

/**
 * Text typed into the static HTML's search box before the page is interactive. That form hydrates as it is, but
 * once the URL is known a search in it remounts the form (keyed by the state), so the text is read from the page
 * when this module loads, and from typing until the form is live, then handed to the live box.
 */
let staticDraft = '';
if (typeof document !== 'undefined') {
  const capture = (target: EventTarget | null) => {
    if (target instanceof HTMLInputElement && target.id === 'search-query' && !target.closest('[data-live]')) {
      staticDraft = target.value;
    }
  };
  capture(document.getElementById('search-query'));
  document.addEventListener('input', (event) => capture(event.target), true);
}

/**
 * The search box, with an example phrase that changes every few seconds, written to the box itself: nothing renders
 * for it (the form with its filters used to every 3.5 s for as long as the page stayed open, then this input alone).
 */
function QueryInput({ inputRef, defaultValue, examples }: {
  inputRef: RefObject<HTMLInputElement | null>;
  defaultValue: string;
  examples: readonly string[];
}) {
  const placeholder = useRotatingPlaceholder(inputRef, examples);
  return (
    <input
      ref={inputRef}
      id="search-query"
      name="q"
      type="search"
      defaultValue={defaultValue}
      placeholder={placeholder}
      maxLength={200}
      autoComplete="off"
      className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-3 text-base text-slate-900"
    />
  );
}

/**
 * The search box and its filters. Uncontrolled and keyed by the URL state by its parent, so it always shows what
 * the URL says (back button, logo). Submitting or changing a filter pushes a new URL; page goes back to 1.
 * It is a plain GET form to the language's home page, which the script only enhances: a search sent before the page's
 * scripts have run is the same address, loaded by the browser.
 * On a wide screen the filters are inline and each change searches at once; on a phone one "Filters (n)" button
 * opens them in a sheet. A search the visitor asked for (the search button, Enter, the sheet's button) is handed to
 * `onSearch` with its query string, so the results can be brought into view; a filter's instant change is not.
 */
export function SearchForm({ lang, state, choices, live, onSearch }: {
  lang: Locale;
  state: SearchState;
  choices: SearchChoices;
  live: boolean;
  onSearch?: (query: string) => void;
}) {
  const t = choices.texts;
  const home = `/${lang}`;
  const router = useRouter();
  const queryRef = useRef<HTMLInputElement>(null);
  const sheet = useModalDialog();

  useLayoutEffect(() => {
    if (!live || !staticDraft.trim() || !queryRef.current) return;
    queryRef.current.value = staticDraft;
    staticDraft = '';
  }, [live]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '') params.set(key, value);
    }
    const next = serializeSearchState(parseSearchState(params));
    // requestSubmit() from a filter's change has no submitter; a button or Enter in the box has one.
    const asked = (event.nativeEvent as SubmitEvent).submitter !== null;
    if (sheet.open) sheet.close();
    if (asked) onSearch?.(next.toString());
    const search = next.toString();
    router.push(search ? `${home}?${search}` : home, { scroll: !(asked && onSearch) });
  };

  const examples = useMemo(() => [t.example1, t.example2, t.example3], [t.example1, t.example2, t.example3]);
  const active = isSearchActive(state);
  const filters = (inSheet: boolean) => (
    <SearchFilters
      state={state}
      choices={choices}
      autoSubmit={!inSheet}
      className={inSheet ? 'grid gap-4' : 'hidden gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4'}
    />
  );

  return (
    <form role="search" aria-label={t.query} action={home} method="get" onSubmit={submit} className="mt-8 space-y-4" data-testid="search-form" data-live={live || undefined}>
      <div className="flex gap-2">
        <label htmlFor="search-query" className="sr-only">{t.query}</label>
        <QueryInput inputRef={queryRef} defaultValue={state.q} examples={examples} />
        <button type="submit" className="rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300">
          {t.submit}
        </button>
      </div>
      {sheet.open ? null : filters(false)}
      <div className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-2 ${active ? '' : 'sm:hidden'}`}>
        <FilterSheet dialog={sheet} label={countLabel(choices.filtersButton, activeFilterCount(state))} texts={t}>
          {sheet.open ? filters(true) : null}
        </FilterSheet>
        {active ? (
          <Link href="/" className="inline-flex min-h-11 items-center text-sm font-semibold underline sm:inline-block sm:min-h-0">
            {t.clear}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
