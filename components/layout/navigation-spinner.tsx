'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** Whether a click on this link leaves for another page of the site (not a new tab, a download, a hash or elsewhere). */
export function isPageNavigation(anchor: HTMLAnchorElement, event: MouseEvent, here: Location): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, here.href);
  return url.origin === here.origin && (url.pathname !== here.pathname || url.search !== here.search);
}

/**
 * While the next page loads, a spinner labelled "Loading...". A route-level loading.tsx would put its
 * spinner into every static page's HTML ahead of the content (a large layout shift on first paint), so the frame
 * shows it only for navigations, from a click on a link until the address changes (after 150 ms, so fast ones
 * do not flash).
 */
export function NavigationSpinner({ label }: { label: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const address = `${pathname}?${search}`;
  // The address a navigation started from: the spinner shows until the address is another one.
  const [leaving, setLeaving] = useState<string | null>(null);
  // A new address ends any navigation (also one by the browser's back button): reset while rendering, as React
  // advises for state that follows a value.
  const [shown, setShown] = useState(address);
  if (shown !== address) {
    setShown(address);
    setLeaving(null);
  }
  const current = useRef(address);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    current.current = address;
    window.clearTimeout(timer.current);
  }, [address]);

  useEffect(() => {
    // Capture phase: next/link cancels the click's default before it would bubble up to the document.
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !isPageNavigation(anchor, event, window.location)) return;
      window.clearTimeout(timer.current);
      const from = current.current;
      timer.current = window.setTimeout(() => setLeaving(from), 150);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.clearTimeout(timer.current);
    };
  }, []);

  if (leaving !== address) return null;
  return (
    <div className="fixed inset-x-0 top-16 z-30 flex justify-center bg-white/80" data-testid="navigation-spinner">
      <Spinner label={label} />
    </div>
  );
}
