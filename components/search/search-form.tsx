'use client';

import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { DURATIONS, GROUP_TYPES, LEVELS, PRICE_BANDS, SORTS } from '@/lib/search/options';
import { isSearchActive, parseSearchState, serializeSearchState, type SearchState } from '@/lib/search/state';
import type { SearchChoice, SearchChoices } from './search-options';
import { useRotatingText } from './use-rotating-text';

const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900';

function Select({ name, label, value, all, choices }: { name: string; label: string; value: string; all?: string; choices: SearchChoice[] }) {
  return (
    <div>
      <label htmlFor={`search-${name}`} className="block text-sm font-medium">{label}</label>
      <select
        id={`search-${name}`}
        name={name}
        defaultValue={value}
        className={selectClass}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {all === undefined ? null : <option value="">{all}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>{c.label}</option>
        ))}
      </select>
    </div>
  );
}

/**
 * Text typed into the static HTML's search box before the page is interactive. React does not hydrate that form: it
 * replaces it with the one that knows the URL, so the text is read from the page when this module loads, and from
 * typing until the replacement, then handed to the new box.
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
 * The search box and its filters. Uncontrolled and keyed by the URL state by its parent, so it always shows what
 * the URL says (back button, logo). Submitting or changing a filter pushes a new URL; page goes back to 1.
 */
export function SearchForm({ state, choices, live }: { state: SearchState; choices: SearchChoices; live: boolean }) {
  const t = useTranslations('Search');
  const router = useRouter();
  const placeholder = useRotatingText([t('example1'), t('example2'), t('example3')]);
  const queryRef = useRef<HTMLInputElement>(null);

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
    router.push({ pathname: '/', query: Object.fromEntries(next) });
  };

  const options = <T extends string | number>(values: readonly T[], label: (v: T) => string) =>
    values.map((v) => ({ value: String(v), label: label(v) }));
  const str = (v: string | number | undefined) => (v === undefined ? '' : String(v));

  return (
    <form role="search" aria-label={t('query')} onSubmit={submit} className="mt-8 space-y-4" data-testid="search-form" data-live={live || undefined}>
      <div className="flex gap-2">
        <label htmlFor="search-query" className="sr-only">{t('query')}</label>
        <input
          ref={queryRef}
          id="search-query"
          name="q"
          type="search"
          defaultValue={state.q}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-3 text-base text-slate-900"
        />
        <button type="submit" className="rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300">
          {t('submit')}
        </button>
      </div>
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <legend className="sr-only">{t('filters')}</legend>
        <Select name="activity" label={t('activity')} value={str(state.activity)} all={t('anyActivity')} choices={choices.activities} />
        <Select name="destination" label={t('destination')} value={str(state.destination)} all={t('anyDestination')} choices={choices.destinations} />
        <Select name="price" label={t('price')} value={str(state.price)} all={t('anyPrice')} choices={options(PRICE_BANDS, (b) => t(`priceBands.${b}`))} />
        <Select name="duration" label={t('duration')} value={str(state.duration)} all={t('anyDuration')} choices={options(DURATIONS, (d) => t(`durations.${d}`))} />
        <Select name="month" label={t('month')} value={str(state.month)} all={t('anyMonth')} choices={choices.months} />
        <Select name="level" label={t('level')} value={str(state.level)} all={t('anyLevel')} choices={options(LEVELS, (l) => t(`levels.${l}`))} />
        <Select name="group" label={t('group')} value={str(state.group)} all={t('anyGroup')} choices={options(GROUP_TYPES, (g) => t(`groups.${g}`))} />
        <Select name="sort" label={t('sort')} value={state.sort} choices={options(SORTS, (s) => t(`sorts.${s}`))} />
      </fieldset>
      {isSearchActive(state) ? (
        <Link href="/" className="inline-block text-sm font-semibold underline">{t('clear')}</Link>
      ) : null}
    </form>
  );
}
