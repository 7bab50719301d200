/**
 * What a review's photos may be, said to the traveller before they choose and checked again by the server (the file:
 * lib/reviews/photo-image.ts) and the database (the count: private.review_photo_limit in
 * 20261204400120_review_photos.sql; the stored size: review_photos' checks).
 *
 * - 4 photos: a review is read on a phone, where four thumbnails fill one row; more would be a gallery nobody opens.
 * - JPEG, PNG or WebP: what every phone and camera saves or a browser hands over (Safari turns an iPhone's HEIC into
 *   JPEG when the file input does not ask for HEIC); GIF, SVG (a document that can hold scripts) and the rest are
 *   refused.
 * - 8 MB a file: a 12 to 48 megapixel phone JPEG is 2 to 8 MB, and one upload stays under the 10 MB that Next.js
 *   buffers of a request body when a middleware runs (experimental.proxyClientMaxBodySize), so nothing is cut short.
 * - 50 megapixels in, 320 pixels a side at least: a 48 MP camera passes; a decompression bomb (a small file that
 *   decodes to gigapixels) and an icon do not.
 * - Stored as JPEG of at most 1600 pixels on its longer side, with no metadata (no EXIF, so no GPS position).
 */
export const REVIEW_PHOTO_LIMITS = {
  count: 4,
  maxBytes: 8 * 1024 * 1024,
  maxInputPixels: 50_000_000,
  minSide: 320,
  storedMaxSide: 1600,
} as const;

/** The types the file input offers; the server reads the bytes whatever the name or the declared type says. */
export const REVIEW_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** A photo as the review page and the moderation page show it: stored size and a short-lived URL of the stored file. */
export interface ReviewPhotoView {
  id: string;
  width: number;
  height: number;
  url: string;
  rejected?: boolean;
}

/** Why a photo was refused, as keys of Review.errors. */
export type ReviewPhotoErrorKey = 'photo_type' | 'photo_too_large' | 'photo_dimensions' | 'photo_unreadable' | 'too_many_photos';
