'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { useHydrated } from '../use-hydrated';
import { ReviewItem, type ReviewPhotoLabels } from './review-item';
import type { ReviewWithPhotos } from '@/lib/reviews/photo-images';

/** Further pages of reviews from the cached GET route, appended below the server-rendered first page. */
export function MoreReviews({ lang, tripId, total, pageSize, labels, photoLabels }: {
  lang: Locale;
  tripId: number;
  total: number;
  pageSize: number;
  labels: { more: string; error: string; loading: string };
  photoLabels: ReviewPhotoLabels;
}) {
  const [pages, setPages] = useState<ReviewWithPhotos[][]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  // Until React owns the button a click would be lost, so it stays disabled (and says so to assistive technology).
  const hydrated = useHydrated();
  const shown = pageSize * (pages.length + 1);

  const loadMore = async () => {
    setState('loading');
    try {
      const response = await fetch(`/api/trips/${tripId}/reviews/${pages.length + 2}`);
      if (!response.ok) throw new Error(String(response.status));
      const { reviews } = (await response.json()) as { reviews: ReviewWithPhotos[] };
      setPages((current) => [...current, reviews]);
      setState('idle');
    } catch {
      setState('error');
    }
  };

  return (
    <>
      {pages.length > 0 ? (
        <ul className="mt-4 space-y-4">{pages.flat().map((review) => <ReviewItem key={review.id} lang={lang} review={review} photoLabels={photoLabels} />)}</ul>
      ) : null}
      {state === 'error' ? <p role="alert" className="mt-3 text-red-700">{labels.error}</p> : null}
      {shown < total ? (
        <button type="button" onClick={loadMore} disabled={!hydrated || state === 'loading'} className="mt-4 rounded-md border border-slate-300 px-4 py-2 font-semibold disabled:opacity-60">
          {state === 'loading' ? labels.loading : labels.more}
        </button>
      ) : null}
    </>
  );
}
