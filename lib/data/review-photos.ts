import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PreparedPhoto } from '@/lib/reviews/photo-image';
import type { ReviewPhotoView } from '@/lib/reviews/photo-limits';
import { REVIEW_PHOTO_BUCKETS, reviewPhotoObject } from '@/lib/reviews/photo-paths';
import { reviewErrorOf } from '@/lib/reviews/schema';
import { createAdminClient } from '@/lib/supabase/admin';
import type { ReviewResult } from './reviews';

/**
 * A review's photos in Storage and the database (docs/reviews.md#photos). The files are written with the service
 * role; the database (its functions, under the booking's lock) decides whether a photo belongs to an invitation.
 */
export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
  rejected?: boolean;
}

/** Long enough to look at the page and decide; a reload signs again. */
const SIGNED_URL_SECONDS = 60 * 60;

const storage = () => createAdminClient().storage;

function failure(error: { code?: string; hint?: string | null; message: string }, label: string): { ok: false; error: ReturnType<typeof reviewErrorOf> } {
  const key = reviewErrorOf(error);
  if (key === 'failed') console.error(`[review photos] ${label} failed:`, error.message);
  return { ok: false, error: key };
}

/** Each photo with a short-lived URL of its private file, for the traveller's and the operator's pages. */
export async function signReviewPhotos(photos: StoredPhoto[]): Promise<ReviewPhotoView[]> {
  const bucket = storage().from(REVIEW_PHOTO_BUCKETS.private);
  return Promise.all(
    photos.map(async (photo) => {
      const { data, error } = await bucket.createSignedUrl(reviewPhotoObject(photo.id), SIGNED_URL_SECONDS);
      if (error || !data) throw new Error(`A review photo could not be signed: ${error?.message ?? 'no URL'}`);
      return { ...photo, url: data.signedUrl };
    }),
  );
}

/**
 * Stores the prepared photo in the private bucket under a fresh id, then asks the database to add it to the
 * invitation's draft. The database has the last word (the key, a review already sent, the limit under the booking's
 * lock); when it refuses, the file is deleted again. Answers the draft's photos.
 */
export async function addReviewPhoto(key: string, photo: PreparedPhoto): Promise<ReviewResult<StoredPhoto[]>> {
  const id = randomUUID();
  const object = reviewPhotoObject(id);
  const bucket = storage().from(REVIEW_PHOTO_BUCKETS.private);
  const { error: uploadError } = await bucket.upload(object, photo.jpeg, { contentType: 'image/jpeg', upsert: false, cacheControl: '31536000' });
  if (uploadError) {
    console.error('[review photos] upload failed:', uploadError.message);
    return { ok: false, error: 'failed' };
  }
  const { data, error } = await createAdminClient().rpc('add_review_photo', { key, photo_id: id, width: photo.width, height: photo.height });
  if (error) {
    await removeFiles(REVIEW_PHOTO_BUCKETS.private, [id]);
    return failure(error, 'add_review_photo');
  }
  return { ok: true, value: data as unknown as StoredPhoto[] };
}

/** Takes a draft photo off the invitation, then deletes its file. */
export async function removeReviewPhoto(key: string, photoId: string): Promise<ReviewResult<null>> {
  const { data, error } = await createAdminClient().rpc('remove_review_photo', { key, photo_id: photoId });
  if (error) return failure(error, 'remove_review_photo');
  if (data !== true) return { ok: false, error: 'not_found' };
  await removeFiles(REVIEW_PHOTO_BUCKETS.private, [photoId]);
  return { ok: true, value: null };
}

/** The review as moderation leaves it: its trip, its status, and its photos with the operator's flags. */
export interface ModeratedPhotos {
  tripId: number;
  status: 'pending' | 'published' | 'rejected';
  photos: StoredPhoto[];
}

/** Rejects one photo of a review (or shows it again) from the review's moderation link. */
export async function moderateReviewPhoto(reviewId: number, key: string, photoId: string, rejected: boolean): Promise<ReviewResult<ModeratedPhotos>> {
  const { data, error } = await createAdminClient().rpc('moderate_review_photo', { review_id: reviewId, key, photo_id: photoId, rejected });
  if (error) return failure(error, 'moderate_review_photo');
  return { ok: true, value: moderatedPhotosOf(data) };
}

export function moderatedPhotosOf(data: unknown): ModeratedPhotos {
  const row = data as { trip_id: number; status: ModeratedPhotos['status']; photos: StoredPhoto[] | null };
  return { tripId: Number(row.trip_id), status: row.status, photos: row.photos ?? [] };
}

/**
 * Makes the public bucket hold exactly the photos the trip page may show: a copy of each photo of a published review
 * that is not rejected, and none of the others. Runs after every decision, from the database's answer, and is safe
 * to run again: a copy that is there already stays, a missing one is simply not deleted. The database decides first,
 * so a failure here leaves a shown photo without its copy (the operator's page reports it and a retry mends it),
 * never a hidden photo public.
 */
export async function publishReviewPhotos({ status, photos }: ModeratedPhotos): Promise<boolean> {
  const shown = photos.filter((photo) => status === 'published' && !photo.rejected).map((photo) => photo.id);
  const hidden = photos.filter((photo) => !shown.includes(photo.id)).map((photo) => photo.id);
  const bucket = storage().from(REVIEW_PHOTO_BUCKETS.private);
  const copies = await Promise.all(
    shown.map(async (id) => {
      const { error } = await bucket.copy(reviewPhotoObject(id), reviewPhotoObject(id), { destinationBucket: REVIEW_PHOTO_BUCKETS.public });
      // Already public: Storage answers that the resource exists (statusCode 409).
      if (error && !/already exists/i.test(error.message)) {
        console.error('[review photos] publishing a copy failed:', error.message);
        return false;
      }
      return true;
    }),
  );
  const removed = hidden.length === 0 || (await removeFiles(REVIEW_PHOTO_BUCKETS.public, hidden));
  return removed && copies.every(Boolean);
}

async function removeFiles(bucketName: string, ids: string[]): Promise<boolean> {
  const { error } = await storage().from(bucketName).remove(ids.map(reviewPhotoObject));
  if (error) console.error(`[review photos] removing files from ${bucketName} failed:`, error.message);
  return !error;
}
