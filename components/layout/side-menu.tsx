'use client';

import { useState, type MouseEvent } from 'react';
import { squareControl } from '@/components/ui/control';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { LanguageButtons } from './language-buttons';
import { invokerCommand, useModalDialog } from './use-modal-dialog';

export interface MenuEntry {
  id: number;
  name: string;
  count: string;
}

export interface SideMenuProps {
  lang: Locale;
  activities: MenuEntry[];
  countries: MenuEntry[];
  paths: { activities: string; destinations: string; contact: string; blog: string; courses: string };
  /** Empty quiz or courses: not configured (no quiz link; the shop's own course library instead). */
  external: { quiz: string; courses: string; whatsapp: string };
  labels: {
    menu: string; close: string; activities: string; destinations: string; viewMore: string; yourLevel: string;
    onlineCourses: string; contact: string; blog: string; whatsapp: string; newTab: string;
    language: string; en: string; es: string;
  };
}

const itemClass = 'block w-full rounded-md px-3 py-2 text-left font-medium hover:bg-brand-50';

const DIALOG_ID = 'side-menu';

/**
 * The side menu: opens from the left as a modal dialog. Its button and its close button are invoker commands too, so
 * they work from the first tap, before the page's scripts have run.
 */
export function SideMenu({ lang, activities, countries, paths, external, labels }: SideMenuProps) {
  const { dialogRef, triggerProps, close, onKeyDown } = useModalDialog(DIALOG_ID);
  const [expanded, setExpanded] = useState<'activities' | 'destinations' | null>(null);
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };
  const section = (key: 'activities' | 'destinations', entries: MenuEntry[], base: string, viewMore: string) => (
    <li>
      <button
        type="button"
        className={`${itemClass} flex items-center justify-between`}
        aria-expanded={expanded === key}
        aria-controls={`menu-${key}`}
        onClick={() => setExpanded(expanded === key ? null : key)}
      >
        {labels[key]}
        <span aria-hidden="true">{expanded === key ? '−' : '+'}</span>
      </button>
      <ul id={`menu-${key}`} hidden={expanded !== key} className="ml-3 border-l border-slate-200 pl-2">
        {/* Drawn when expanded: every page carried both lists, hidden, through its layout and hydration. */}
        {expanded === key ? (
          <>
            {entries.slice(0, 7).map((entry) => (
              <li key={entry.id}>
                <Link href={`/${base}/${entry.id}`} className="flex justify-between gap-2 rounded px-3 py-1.5 text-sm hover:bg-brand-50">
                  <span>{entry.name}</span>
                  <span className="text-slate-600">{entry.count}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link href={viewMore} className="block rounded px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                {labels.viewMore}
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </li>
  );
  const external_ = (href: string, label: string) => (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={itemClass}>
        {label} <span className="sr-only">{labels.newTab}</span>
      </a>
    </li>
  );

  return (
    <>
      <button
        {...triggerProps}
        className={`${squareControl} gap-2 py-1.5 font-medium`}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <span className="sr-only sm:not-sr-only">{labels.menu}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        aria-labelledby="side-menu-title"
        onKeyDown={onKeyDown}
        onClick={(event) => event.target === dialogRef.current && close()}
        className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-black/40"
      >
        <div className="flex h-full flex-col overflow-y-auto p-4" onClick={closeOnLink}>
          <div className="mb-4 flex items-center justify-between">
            <h2 id="side-menu-title" className="text-lg font-bold">
              {labels.menu}
            </h2>
            <button type="button" {...invokerCommand(DIALOG_ID, 'close')} onClick={close} aria-label={labels.close} className={`${squareControl} text-xl`}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <nav aria-label={labels.menu}>
            <ul className="space-y-1">
              {section('activities', activities, 'activity', paths.activities)}
              {section('destinations', countries, 'country', paths.destinations)}
              {external.quiz ? external_(external.quiz, labels.yourLevel) : null}
              {external.courses ? (
                external_(external.courses, labels.onlineCourses)
              ) : (
                <li>
                  <Link href={paths.courses} className={itemClass}>
                    {labels.onlineCourses}
                  </Link>
                </li>
              )}
              <li>
                <Link href={paths.contact} className={itemClass}>
                  {labels.contact}
                </Link>
              </li>
              <li>
                <Link href={paths.blog} className={itemClass}>
                  {labels.blog}
                </Link>
              </li>
            </ul>
          </nav>
          <a
            href={external.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 block rounded-md bg-[#1a7f45] px-4 py-2 text-center font-semibold text-white"
          >
            {labels.whatsapp} <span className="sr-only">{labels.newTab}</span>
          </a>
          <div className="mt-6">
            <p className="mb-2 text-sm font-semibold text-slate-700">{labels.language}</p>
            <LanguageButtons current={lang} labels={{ language: labels.language, en: labels.en, es: labels.es }} />
          </div>
        </div>
      </dialog>
    </>
  );
}
