'use client';

import { memo } from 'react';
import type { SearchState } from '@/lib/search/state';
import type { SearchChoice, SearchChoices } from './search-options';

// On a phone (the sheet) a select is a 44 px tap target in 16 px text (which also keeps iOS from zooming in);
// from the sm breakpoint on it keeps its compact desktop look.
const selectClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-base text-slate-900 sm:min-h-0 sm:text-sm';

function Select({ name, label, value, all, choices, autoSubmit }: {
  name: string;
  label: string;
  value: string;
  all?: string;
  choices: SearchChoice[];
  autoSubmit: boolean;
}) {
  return (
    <div>
      <label htmlFor={`search-${name}`} className="block text-sm font-medium">{label}</label>
      <select
        id={`search-${name}`}
        name={name}
        defaultValue={value}
        className={selectClass}
        onChange={autoSubmit ? (event) => event.currentTarget.form?.requestSubmit() : undefined}
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
 * The filters and the sort, named as the URL's keys so the form's data is the next search. Shown in one place at a
 * time (inline on a wide screen, in the sheet on a phone), so every id and label stays unique. Inline, a change
 * searches at once; in the sheet the visitor chooses several and applies them together. Memoized: the form renders
 * again when it goes live, its eight selects and every option in them need not.
 */
export const SearchFilters = memo(function SearchFilters({ state, choices, autoSubmit, className }: {
  state: SearchState;
  choices: SearchChoices;
  autoSubmit: boolean;
  className: string;
}) {
  const t = choices.texts;
  const str = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  const select = { autoSubmit };
  return (
    <fieldset className={className}>
      <legend className="sr-only">{t.filters}</legend>
      <Select {...select} name="activity" label={t.activity} value={str(state.activity)} all={t.anyActivity} choices={choices.activities} />
      <Select {...select} name="destination" label={t.destination} value={str(state.destination)} all={t.anyDestination} choices={choices.destinations} />
      <Select {...select} name="price" label={t.price} value={str(state.price)} all={t.anyPrice} choices={choices.prices} />
      <Select {...select} name="duration" label={t.duration} value={str(state.duration)} all={t.anyDuration} choices={choices.durations} />
      <Select {...select} name="month" label={t.month} value={str(state.month)} all={t.anyMonth} choices={choices.months} />
      <Select {...select} name="level" label={t.level} value={str(state.level)} all={t.anyLevel} choices={choices.levels} />
      <Select {...select} name="group" label={t.group} value={str(state.group)} all={t.anyGroup} choices={choices.groups} />
      <Select {...select} name="sort" label={t.sort} value={state.sort} choices={choices.sorts} />
    </fieldset>
  );
});
