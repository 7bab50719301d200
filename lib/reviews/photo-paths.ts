/**
 * Where a review photo's file is in Storage: under its id in the private bucket (every photo, from its upload on) and,
 * while it is shown on the trip page, a copy under the same name in the public bucket. Buckets: supabase/config.toml.
 */
export const REVIEW_PHOTO_BUCKETS = { private: 'review-photos', public: 'review-photos-public' } as const;

/** The object's name inside either bucket. */
export const reviewPhotoObject = (id: string) => `${id}.jpg`;

/** The public copy's storage path (bucket/object), as storageUrl (lib/env.ts) takes it. */
export const reviewPhotoPublicPath = (id: string) => `${REVIEW_PHOTO_BUCKETS.public}/${reviewPhotoObject(id)}`;
