'use client';

import { countLabel, type CountLabels } from '@/lib/i18n/count-label';
import { squareControl } from '@/components/ui/control';
import { Link } from '@/lib/i18n/link';
import { useFavorites } from './favorites-store';

/** The header's heart with the number of favorites, leading to them in My Account. */
export function FavoritesLink({ href, labels }: { href: string; labels: CountLabels }) {
  const { ready, ids } = useFavorites();
  const count = ready ? ids.length : 0;
  const text = countLabel(labels, count);
  return (
    <Link
      href={href}
      // My Account is rendered per request: prefetching it from every page would render it for every page view.
      prefetch={false}
      aria-label={text}
      title={text}
      data-testid="favorites-link"
      className={`relative ${squareControl}`}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill={count > 0 ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" className="text-rose-600">
        <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.3 3.1 4.5 6.9 4.5c2.1 0 3.6 1.1 5.1 3 1.5-1.9 3-3 5.1-3 3.8 0 5.9 3.8 4.5 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      {count > 0 ? (
        <span aria-hidden="true" data-testid="favorites-count" className="absolute right-0.5 top-1 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-semibold leading-5 text-white">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
