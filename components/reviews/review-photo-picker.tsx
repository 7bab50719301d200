'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { REVIEW_PHOTO_ACCEPT, REVIEW_PHOTO_LIMITS, type ReviewPhotoView } from '@/lib/reviews/photo-limits';
import type { ReviewErrorKey } from '@/lib/reviews/schema';
import type { ReviewPhotosResult } from './actions';

const MB = 1024 * 1024;
/** The values the photo errors' texts name, from the one set of limits. */
const LIMIT_VALUES = {
  count: REVIEW_PHOTO_LIMITS.count,
  size: REVIEW_PHOTO_LIMITS.maxBytes / MB,
  side: REVIEW_PHOTO_LIMITS.minSide,
  megapixels: REVIEW_PHOTO_LIMITS.maxInputPixels / 1_000_000,
};

/** One file sent to the upload route (POST /api/reviews/photos); its answer is the draft's photos or an error key. */
async function upload(reviewKey: string, file: File): Promise<ReviewPhotosResult> {
  const body = new FormData();
  body.set('key', reviewKey);
  body.set('photo', file);
  try {
    const response = await fetch('/api/reviews/photos', { method: 'POST', body });
    const answer = (await response.json()) as { photos?: ReviewPhotoView[]; error?: ReviewErrorKey };
    return answer.photos ? { ok: true, photos: answer.photos } : { ok: false, error: answer.error ?? 'failed' };
  } catch {
    return { ok: false, error: 'failed' };
  }
}

/**
 * The review's photos while it is written: each chosen file is sent at once, one after the other, and shown as the
 * shop stored it (upright, without its metadata); one can be removed before the review is sent. `onBusy` tells the
 * form not to send the review while a photo is on its way.
 */
export function ReviewPhotoPicker({ reviewKey, initial, remove, onBusy }: {
  reviewKey: string;
  initial: ReviewPhotoView[];
  remove: (photoId: string) => Promise<ReviewPhotosResult>;
  onBusy: (busy: boolean) => void;
}) {
  const t = useTranslations('Review');
  const [photos, setPhotos] = useState(initial);
  const [sending, setSending] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const errorText = (error: ReviewErrorKey) => t(`errors.${error}`, LIMIT_VALUES);
  const fileError = (file: File, error: ReviewErrorKey) => t('photos.fileError', { file: file.name, error: errorText(error) });

  const add = async (files: File[]) => {
    const found: string[] = [];
    let room = REVIEW_PHOTO_LIMITS.count - photos.length;
    onBusy(true);
    for (const file of files) {
      // Refused here without sending it; the server checks the same and more (the bytes themselves).
      if (room <= 0) found.push(fileError(file, 'too_many_photos'));
      else if (file.size > REVIEW_PHOTO_LIMITS.maxBytes) found.push(fileError(file, 'photo_too_large'));
      else {
        setSending(file.name);
        const result = await upload(reviewKey, file);
        if (result.ok) {
          setPhotos(result.photos);
          room = REVIEW_PHOTO_LIMITS.count - result.photos.length;
        } else found.push(fileError(file, result.error));
      }
    }
    setSending(null);
    setErrors(found);
    onBusy(false);
  };

  const drop = async (photoId: string) => {
    onBusy(true);
    const result = await remove(photoId).catch((): ReviewPhotosResult => ({ ok: false, error: 'failed' }));
    if (result.ok) setPhotos(result.photos);
    setErrors(result.ok ? [] : [errorText(result.error)]);
    onBusy(false);
  };

  const full = photos.length >= REVIEW_PHOTO_LIMITS.count;
  return (
    <fieldset className="grid gap-3" data-testid="review-photos">
      <legend className="font-medium">{t('photos.label')}</legend>
      <p id="review-photos-hint" className="text-sm text-slate-600">{t('photos.hint', LIMIT_VALUES)}</p>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photo, i) => (
            <li key={photo.id} className="grid gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- a short-lived signed URL of a private file, not for the optimizer */}
              <img src={photo.url} width={photo.width} height={photo.height} alt={t('photos.photo', { index: i + 1 })} className="aspect-square w-full rounded-md object-cover" />
              <button type="button" disabled={sending !== null} onClick={() => drop(photo.id)} className="min-h-11 rounded-md border border-slate-300 px-2 text-sm font-medium disabled:opacity-60">
                {t('photos.remove', { index: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <div>
          <input
            id="review-photo-files"
            type="file"
            accept={REVIEW_PHOTO_ACCEPT}
            multiple
            disabled={sending !== null}
            aria-describedby="review-photos-hint"
            className="peer sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void add(files);
            }}
          />
          <label htmlFor="review-photo-files" className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-disabled:opacity-60">
            {t('photos.add')}
          </label>
        </div>
      )}
      <p role="status" className="text-sm text-slate-700">{sending ? t('photos.uploading', { file: sending }) : ''}</p>
      {errors.length > 0 ? (
        <ul role="alert" className="grid gap-1 font-medium text-red-700">
          {errors.map((text, i) => <li key={i}>{text}</li>)}
        </ul>
      ) : null}
    </fieldset>
  );
}
