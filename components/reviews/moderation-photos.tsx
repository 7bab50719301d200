'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import type { ReviewPhotoView } from '@/lib/reviews/photo-limits';
import type { ReviewActionResult } from './actions';

/**
 * The review's photos on the operator's page, each with its own decision: a rejected photo is never shown, whatever
 * becomes of the review; the others are shown with it once it is published.
 */
export function ModerationPhotos({ photos, decide }: {
  photos: ReviewPhotoView[];
  decide: (photoId: string, rejected: boolean) => Promise<ReviewActionResult>;
}) {
  const t = useTranslations('Review.moderation');
  const te = useTranslations('Review.errors');
  const [rejected, setRejected] = useState(() => new Set(photos.filter((photo) => photo.rejected).map((photo) => photo.id)));
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const toggle = (photoId: string) =>
    startTransition(async () => {
      setError(null);
      const reject = !rejected.has(photoId);
      const result = await decide(photoId, reject).catch((): ReviewActionResult => ({ ok: false, error: 'failed' }));
      if (!result.ok) {
        setError(te(result.error));
        return;
      }
      setRejected((current) => {
        const next = new Set(current);
        if (reject) next.add(photoId);
        else next.delete(photoId);
        return next;
      });
    });
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="moderated-photos" className="grid gap-3">
      <h2 id="moderated-photos" className="text-xl font-semibold">{t('photos')}</h2>
      {error ? <p role="alert" className="font-medium text-red-700">{error}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {photos.map((photo, i) => {
          const isRejected = rejected.has(photo.id);
          return (
            <li key={photo.id} className="grid gap-2 rounded-lg border border-slate-200 p-3" data-testid="moderated-photo">
              {/* eslint-disable-next-line @next/next/no-img-element -- a short-lived signed URL of a private file, not for the optimizer */}
              <img src={photo.url} width={photo.width} height={photo.height} alt={t('photo', { index: i + 1, count: photos.length })}
                className={`h-auto w-full rounded-md ${isRejected ? 'opacity-40' : ''}`} />
              <p className="text-sm">{isRejected ? t('photoRejected') : t('photoShown')}</p>
              <button type="button" disabled={pending} onClick={() => toggle(photo.id)} className="min-h-11 rounded-md border border-slate-300 px-4 py-2 font-semibold disabled:opacity-60">
                {isRejected ? t('showPhoto', { index: i + 1 }) : t('rejectPhoto', { index: i + 1 })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
