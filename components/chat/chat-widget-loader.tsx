'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatLabels } from '@/lib/chat/labels';

// The panel, its rendering rules and the stream reader load only once the chat is first opened.
// React's lazy rather than next/dynamic, whose loader every page would carry for this one use.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

export interface ChatWidgetProps {
  lang: 'en' | 'es';
  productName: string;
  labels: ChatLabels;
}

const PANEL_ID = 'chat-assistant-panel';

/**
 * The round chat button on every page; ?openChat=true opens it and is then removed from the address. Where it stands
 * is the stylesheet's (`.chat-widget` in app/globals.css): above a page's fixed bottom bar on a phone, and out of sight
 * while the visitor types in one of the page's fields there, so no script measures or follows the page for it.
 */
export function ChatWidget({ lang, productName, labels }: ChatWidgetProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('openChat') !== 'true') return;
    url.searchParams.delete('openChat');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    // The page is static HTML shared by every visitor, so only the browser knows the address asked for the chat:
    // opening it once after hydration is the one render this costs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    show();
  }, [show]);

  return (
    <div className="chat-widget fixed right-4 z-40 flex flex-col items-end gap-3" data-testid="chat-widget">
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} lang={lang} productName={productName} labels={labels} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={open ? close : show}
        aria-expanded={open}
        aria-controls={loaded ? PANEL_ID : undefined}
        aria-label={open ? labels.close : labels.open}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-opacity duration-150 hover:bg-brand-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 5h16v11H8l-4 4V5z" strokeLinejoin="round" />
          )}
        </svg>
      </button>
    </div>
  );
}
