'use server';

import { hasLocale } from 'next-intl';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { TRIPS_TAG, tripTag } from '@/lib/data/cache-tags';
import { moderateReview, submitReview } from '@/lib/data/reviews';
import { deliverOutbox } from '@/lib/email/outbox';
import { routing } from '@/lib/i18n/routing';
import { reviewKeyOf, reviewSchema, type ReviewErrorKey, type ReviewValues } from '@/lib/reviews/schema';

export type ReviewActionResult = { ok: true } | { ok: false; error: ReviewErrorKey };

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
 * The operator's decision from the moderation page. A published (or withdrawn) review changes the trip's page, its
 * card's rating and the shop's figures: their cache tags expire at once, as the revalidation webhook does for reviews.
 */
export async function moderateReviewAction(reviewId: number, rawKey: string, decision: 'published' | 'rejected'): Promise<ReviewActionResult> {
  const key = reviewKeyOf(rawKey);
  if (!key || !Number.isInteger(reviewId) || (decision !== 'published' && decision !== 'rejected')) return { ok: false, error: 'not_found' };
  const moderated = await moderateReview(reviewId, key, decision);
  if (!moderated.ok) return moderated;
  for (const tag of [TRIPS_TAG, tripTag(moderated.value.tripId)]) revalidateTag(tag, { expire: 0 });
  return { ok: true };
}
