'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceGroup, errorText, SubmitButton, TextField } from '@/components/forms/fields';
import { zodResolver } from '@/lib/forms/zod-resolver';
import type { ReviewPhotoView } from '@/lib/reviews/photo-limits';
import { REVIEW_LIMITS, reviewSchema, type ReviewValues } from '@/lib/reviews/schema';
import type { ReviewActionResult, ReviewPhotosResult } from './actions';
import { ReviewPhotoPicker } from './review-photo-picker';

/**
 * Stars, a title, the text, the name shown with it and optional photos; the server's answer replaces the form once it
 * is taken. The photos are sent one by one as they are chosen (they go with the review when it is sent), so the
 * review waits while one is on its way.
 */
export function ReviewForm({ authorName, save, photos }: {
  authorName: string;
  save: (values: ReviewValues) => Promise<ReviewActionResult>;
  photos: { reviewKey: string; initial: ReviewPhotoView[]; remove: (photoId: string) => Promise<ReviewPhotosResult> };
}) {
  const t = useTranslations('Review');
  const [result, setResult] = useState<ReviewActionResult | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ReviewValues>({ resolver: zodResolver(reviewSchema), defaultValues: { title: '', body: '', authorName } });
  const { errors, isSubmitting } = form.formState;
  const errorTexts = {
    required: t('errors.required'), tooShort: t('errors.tooShort'), tooLong: t('errors.tooLong'), rating: t('errors.rating'),
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    setResult(await save(values).catch((): ReviewActionResult => ({ ok: false, error: 'failed' })));
  });

  if (result?.ok) return <p role="status" className="rounded-md bg-brand-50 p-4 text-lg">{t('thanks')}</p>;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="review-form">
      <ChoiceGroup
        id="review-rating"
        legend={t('rating')}
        columns="sm:grid-cols-5"
        options={['5', '4', '3', '2', '1'].map((value) => ({ value, label: t('stars', { stars: Number(value) }) }))}
        registration={form.register('rating')}
        error={errorText(errorTexts, errors.rating)}
      />
      <TextField id="review-title" label={t('title')} required registration={form.register('title')} error={errorText(errorTexts, errors.title)}
        hint={t('titleHint', { min: REVIEW_LIMITS.title.min, max: REVIEW_LIMITS.title.max })} />
      <TextField id="review-body" label={t('body')} required multiline registration={form.register('body')} error={errorText(errorTexts, errors.body)}
        hint={t('bodyHint', { min: REVIEW_LIMITS.body.min, max: REVIEW_LIMITS.body.max })} />
      <TextField id="review-name" label={t('authorName')} required autoComplete="name" registration={form.register('authorName')}
        error={errorText(errorTexts, errors.authorName)} hint={t('authorNameHint')} />
      <ReviewPhotoPicker reviewKey={photos.reviewKey} initial={photos.initial} remove={photos.remove} onBusy={setUploading} />
      {result && !result.ok ? <p role="alert" className="font-medium text-red-700">{t(`errors.${result.error}`)}</p> : null}
      <p className="text-sm text-slate-600">{t('moderationNote')}</p>
      <div><SubmitButton submitting={isSubmitting} disabled={uploading} label={t('send')} sendingLabel={t('sending')} /></div>
    </form>
  );
}
