'use server';

import { hasLocale } from 'next-intl';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { TRIPS_TAG, tripTag } from '@/lib/data/cache-tags';
import { moderateReviewPhoto, publishReviewPhotos, removeReviewPhoto, signReviewPhotos, type ModeratedPhotos } from '@/lib/data/review-photos';
import { getReviewInvitation, moderateReview, submitReview } from '@/lib/data/reviews';
import { deliverOutbox } from '@/lib/email/outbox';
import { routing } from '@/lib/i18n/routing';
import type { ReviewPhotoView } from '@/lib/reviews/photo-limits';
import { reviewKeyOf, reviewSchema, type ReviewErrorKey, type ReviewValues } from '@/lib/reviews/schema';

export type ReviewActionResult = { ok: true } | { ok: false; error: ReviewErrorKey };
export type ReviewPhotosResult = { ok: true; photos: ReviewPhotoView[] } | { ok: false; error: ReviewErrorKey };

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sendNow = () => after(() => deliverOutbox().catch((error: unknown) => console.error('[outbox]', error)));

/**
 * The traveller's review: checked again with the form's own schema, then by the database, which takes it only with the
 * invitation's key, once per booking, and keeps it pending until the operator decides.
 */
export async function submitReviewAction(rawKey: string, lang: string, values: ReviewValues): Promise<ReviewActionResult> {
  const key = reviewKeyOf(rawKey);
  const parsed = reviewSchema.safeParse(values);
  if (!key) return { ok: false, error: 'not_found' };
  if (!parsed.success || !hasLocale(routing.locales, lang)) return { ok: false, error: 'invalid' };
  const { rating, title, body, authorName } = parsed.data;
  const saved = await submitReview(key, { rating: Number(rating), title, body, authorName, lang });
  // The operator's notice leaves now rather than at the next scheduled run.
  if (saved.ok) sendNow();
  return saved.ok ? { ok: true } : saved;
}

/**
 * Takes a photo off the review being written (before it is sent); answers the photos left, as the upload route does.
 */
export async function removeReviewPhotoAction(rawKey: string, photoId: string): Promise<ReviewPhotosResult> {
  const key = reviewKeyOf(rawKey);
  if (!key) return { ok: false, error: 'not_found' };
  if (typeof photoId !== 'string' || !PHOTO_ID.test(photoId)) return { ok: false, error: 'invalid' };
  const removed = await removeReviewPhoto(key, photoId);
  if (!removed.ok) return removed;
  const invitation = await getReviewInvitation(key);
  if (!invitation.ok) return invitation;
  const photos = await signReviewPhotos(invitation.value.photos).catch(() => null);
  return photos ? { ok: true, photos } : { ok: false, error: 'failed' };
}

/**
 * After a decision the database has taken: the public bucket made to hold exactly the photos now shown, then the
 * trip's pages, its card's rating and the shop's figures regenerated (their cache tags expire at once, as the
 * revalidation webhook does for reviews). A copy that failed is reported, and the same decision again mends it.
 */
async function afterModeration(moderated: ModeratedPhotos): Promise<ReviewActionResult> {
  const published = await publishReviewPhotos(moderated);
  for (const tag of [TRIPS_TAG, tripTag(moderated.tripId)]) revalidateTag(tag, { expire: 0 });
  return published ? { ok: true } : { ok: false, error: 'failed' };
}

/** The operator's decision from the moderation page: publish or reject (a published review withdrawn). */
export async function moderateReviewAction(reviewId: number, rawKey: string, decision: 'published' | 'rejected'): Promise<ReviewActionResult> {
  const key = reviewKeyOf(rawKey);
  if (!key || !Number.isInteger(reviewId) || (decision !== 'published' && decision !== 'rejected')) return { ok: false, error: 'not_found' };
  const moderated = await moderateReview(reviewId, key, decision);
  return moderated.ok ? afterModeration(moderated.value) : moderated;
}

/** The operator rejects one photo of a review, or shows it again; the text and the other photos are unchanged. */
export async function moderateReviewPhotoAction(reviewId: number, rawKey: string, photoId: string, rejected: boolean): Promise<ReviewActionResult> {
  const key = reviewKeyOf(rawKey);
  if (!key || !Number.isInteger(reviewId) || typeof photoId !== 'string' || !PHOTO_ID.test(photoId) || typeof rejected !== 'boolean') {
    return { ok: false, error: 'not_found' };
  }
  const moderated = await moderateReviewPhoto(reviewId, key, photoId, rejected);
  return moderated.ok ? afterModeration(moderated.value) : moderated;
}
