import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { reviewErrorOf, type ReviewErrorKey } from '@/lib/reviews/schema';
import { site } from '@/lib/site';
import { createAdminClient } from '@/lib/supabase/admin';
import { createCatalogueClient, createClient } from '@/lib/supabase/server';
import { TRIPS_TAG } from './cache-tags';
import { loadList, PUBLIC_CACHE } from './load';
import { moderatedPhotosOf, type ModeratedPhotos, type StoredPhoto } from './review-photos';

export type ReviewResult<T> = { ok: true; value: T } | { ok: false; error: ReviewErrorKey };

function failure(error: { code?: string; hint?: string | null; message: string }, label: string): { ok: false; error: ReviewErrorKey } {
  const key = reviewErrorOf(error);
  if (key === 'failed') console.error(`[reviews] ${label} failed:`, error.message);
  return { ok: false, error: key };
}

/** The shop's figures: every published review of a published trip, counted by the database (review_summary). */
export interface ReviewSummary {
  count: number;
  rating: number;
}

export const getReviewSummary = cache(async (): Promise<ReviewSummary> => {
  const client = createCatalogueClient({ ...PUBLIC_CACHE, tags: [...PUBLIC_CACHE.tags, TRIPS_TAG] });
  const [row] = await loadList('review summary', () => client.from('review_summary').select('review_count, rating').limit(1));
  return { count: row?.review_count ?? 0, rating: Number(row?.rating ?? 0) };
});

/** What a review link opens: the trip travelled, the dates, the name the review will carry, and its state if written. */
/** A trip's title per language (the trip may have been unpublished since). */
export type TripTitles = Partial<Record<Locale, string>>;

export interface ReviewInvitation {
  tripId: number;
  tripTitles: TripTitles;
  startDate: string;
  endDate: string;
  authorName: string;
  reviewStatus: 'pending' | 'published' | 'rejected' | null;
  /** The photos added so far, while the review is not sent. */
  photos: StoredPhoto[];
}

export async function getReviewInvitation(key: string): Promise<ReviewResult<ReviewInvitation>> {
  const { data, error } = await (await createClient()).rpc('get_review_invitation', { key });
  if (error) return failure(error, 'get_review_invitation');
  const row = data as { trip_id: number; trip_titles: TripTitles; start_date: string; end_date: string; author_name: string; review_status: ReviewInvitation['reviewStatus']; photos: StoredPhoto[] | null };
  return { ok: true, value: { tripId: row.trip_id, tripTitles: row.trip_titles, startDate: row.start_date, endDate: row.end_date, authorName: row.author_name, reviewStatus: row.review_status, photos: row.photos ?? [] } };
}

export interface NewReview {
  rating: number;
  title: string;
  body: string;
  authorName: string;
  lang: Locale;
}

/** Stores the review as pending and queues the operator's notice with its moderation links (to this shop's address). */
export async function submitReview(key: string, review: NewReview): Promise<ReviewResult<null>> {
  const { error } = await createAdminClient().rpc('submit_review', {
    key, rating: review.rating, title: review.title, body: review.body, author_name: review.authorName,
    lang: review.lang, site_url: site.url,
  });
  return error ? failure(error, 'submit_review') : { ok: true, value: null };
}

/** A review as the operator's moderation page shows it. */
export interface ModeratedReview {
  id: number;
  tripId: number;
  tripTitles: TripTitles;
  travelledOn: string;
  authorName: string;
  lang: Locale;
  rating: number;
  title: string;
  body: string;
  status: 'pending' | 'published' | 'rejected';
  photos: StoredPhoto[];
}

export async function getReviewForModeration(reviewId: number, key: string): Promise<ReviewResult<ModeratedReview>> {
  const { data, error } = await createAdminClient().rpc('get_review_for_moderation', { review_id: reviewId, key });
  if (error) return failure(error, 'get_review_for_moderation');
  const row = data as { id: number; trip_id: number; trip_titles: TripTitles; travelled_on: string; author_name: string; lang: Locale; rating: number; title: string; body: string; status: ModeratedReview['status']; photos: StoredPhoto[] | null } | null;
  if (!row) return { ok: false, error: 'not_found' };
  return { ok: true, value: { id: row.id, tripId: row.trip_id, tripTitles: row.trip_titles, travelledOn: row.travelled_on, authorName: row.author_name, lang: row.lang, rating: row.rating, title: row.title, body: row.body, status: row.status, photos: row.photos ?? [] } };
}

/** Publishes or rejects; answers the review's trip, whose pages must regenerate, and its photos to publish or hide. */
export async function moderateReview(reviewId: number, key: string, decision: 'published' | 'rejected'): Promise<ReviewResult<ModeratedPhotos>> {
  const { data, error } = await createAdminClient().rpc('moderate_review', { review_id: reviewId, key, decision });
  if (error) return failure(error, 'moderate_review');
  return { ok: true, value: moderatedPhotosOf(data) };
}
