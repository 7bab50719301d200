'use client';

import { useEffect, type ReactNode } from 'react';
import type { useModalDialog } from '@/components/layout/use-modal-dialog';
import type { SearchTexts } from './search-options';

/** Where the phone layout ends: from here on the filters are shown inline (Tailwind's sm). */
const WIDE = '(min-width: 640px)';

/**
 * A phone's filters: one "Filters (n)" button and a bottom sheet, a native modal dialog (labelled by its title, the
 * page behind it inert, Tab kept inside, Escape or the backdrop closes it, focus back on the button). It sits inside
 * the search form, so its "Show trips" button submits the choices made in it. `children` is rendered only while
 * it is open, so the form never holds two sets of the same fields.
 */
export function FilterSheet({ dialog, label, texts, children }: {
  dialog: ReturnType<typeof useModalDialog>;
  /** "Filters (n)". */
  label: string;
  texts: Pick<SearchTexts, 'filters' | 'closeFilters' | 'applyFilters'>;
  children: ReactNode;
}) {
  const { dialogRef, triggerProps, open, close, onKeyDown } = dialog;

  // Turned into a wide screen (a rotated tablet): the filters are shown inline again.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE);
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);

  return (
    <>
      <button
        {...triggerProps}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/70 px-4 font-semibold hover:bg-white/10 sm:hidden"
        data-testid="search-filters-button"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M6 12h12M10 18h4" />
        </svg>
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="search-filters-title"
        onKeyDown={onKeyDown}
        onClick={(event) => event.target === dialogRef.current && close()}
        className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-full rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/40"
      >
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-2 pl-4">
            <h2 id="search-filters-title" className="text-lg font-bold">{texts.filters}</h2>
            <button
              type="button"
              onClick={close}
              aria-label={texts.closeFilters}
              className="inline-flex size-11 items-center justify-center rounded-md text-2xl hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="overflow-y-auto px-4 py-4">{open ? children : null}</div>
          <div className="border-t border-slate-200 px-4 py-3">
            <button type="submit" className="min-h-11 w-full rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300">
              {texts.applyFilters}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
