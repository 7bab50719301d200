import * as z from '@/lib/zod';
import type { ReviewPhotoErrorKey } from './photo-limits';

/**
 * The review form's limits, the same as the database's (20261204400100_reviews.sql, submit_review): checked here for
 * the visitor's messages, and again by the database, which has the last word. Messages are keys of Review.errors.
 */
export const REVIEW_LIMITS = { title: { min: 3, max: 120 }, body: { min: 20, max: 4000 }, name: { max: 80 } } as const;

const text = (min: number, max: number) =>
  z.string().trim().min(1, 'required').min(min, 'tooShort').max(max, 'tooLong');

export const reviewSchema = z.object({
  // Radio buttons' values; the database takes the number.
  rating: z.enum(['1', '2', '3', '4', '5'], 'rating'),
  title: text(REVIEW_LIMITS.title.min, REVIEW_LIMITS.title.max),
  body: text(REVIEW_LIMITS.body.min, REVIEW_LIMITS.body.max),
  authorName: text(1, REVIEW_LIMITS.name.max),
});

export type ReviewValues = z.input<typeof reviewSchema>;

/** The review links' secrets (lib/link-key.ts). */
export { linkKeyOf as reviewKeyOf } from '@/lib/link-key';

/** Why a review link, the form or a photo failed, as keys of Review.errors. */
export type ReviewErrorKey = 'not_found' | 'key_expired' | 'already_reviewed' | 'invalid' | 'rate_limited' | 'failed' | ReviewPhotoErrorKey;

export function reviewErrorOf(error: { code?: string; hint?: string | null } | null | undefined): ReviewErrorKey {
  const hint = error?.hint;
  if (hint === 'not_found' || hint === 'key_expired' || hint === 'already_reviewed' || hint === 'too_many_photos') return hint;
  if (error?.code === '22023') return 'invalid';
  return 'failed';
}
