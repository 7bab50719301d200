import { NextResponse, type NextRequest } from 'next/server';
import { bookingLimit } from '@/lib/booking/rate-limits';
import { withinRateLimit } from '@/lib/data/bookings';
import { addReviewPhoto, signReviewPhotos } from '@/lib/data/review-photos';
import { getReviewInvitation } from '@/lib/data/reviews';
import { foreignOrigin, parseForm, readLimited } from '@/lib/http/post-request';
import { preparePhoto } from '@/lib/reviews/photo-image';
import { REVIEW_PHOTO_LIMITS } from '@/lib/reviews/photo-limits';
import { reviewKeyOf, type ReviewErrorKey } from '@/lib/reviews/schema';
import { currentClientKey } from '@/lib/server/client-key';

/**
 * POST /api/reviews/photos (multipart: `key`, the invitation's secret, and `photo`, one file): adds a photo to the
 * review a traveller is writing. A route handler rather than a server action, whose bodies Next.js caps at 1 MB: a
 * phone's photo is several. The file is read no further than its limit, checked by its bytes, re-encoded without its
 * metadata (lib/reviews/photo-image.ts), stored, and offered to the database, which takes it only for a valid
 * invitation whose review is not sent, up to the limit (docs/reviews.md#photos). Answers the draft's photos, or
 * `{error}` with a key of Review.errors that the form shows in the traveller's language; a refusal changes nothing.
 */
const BODY_LIMIT = REVIEW_PHOTO_LIMITS.maxBytes + 64 * 1024;

const STATUS: Record<ReviewErrorKey, number> = {
  invalid: 400,
  not_found: 404,
  key_expired: 410,
  already_reviewed: 409,
  too_many_photos: 409,
  photo_too_large: 413,
  photo_type: 415,
  photo_dimensions: 422,
  photo_unreadable: 422,
  rate_limited: 429,
  failed: 503,
};

function refuse(error: ReviewErrorKey): NextResponse {
  return NextResponse.json({ error }, { status: STATUS[error], headers: { 'cache-control': 'no-store' } });
}

async function readPhoto(request: NextRequest): Promise<{ key: string; bytes: Uint8Array } | ReviewErrorKey> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return 'invalid';
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > BODY_LIMIT) return 'photo_too_large';
  const body = await readLimited(request.body, BODY_LIMIT);
  if (!body) return 'photo_too_large';
  const form = await parseForm(body, type);
  const key = reviewKeyOf(form?.get('key')?.toString());
  const photo = form?.get('photo');
  if (!form || typeof photo === 'string' || !photo) return 'invalid';
  if (!key) return 'not_found';
  if (photo.size > REVIEW_PHOTO_LIMITS.maxBytes) return 'photo_too_large';
  return { key, bytes: new Uint8Array(await photo.arrayBuffer()) };
}

export async function POST(request: NextRequest) {
  if (foreignOrigin(request.headers, request.nextUrl.host)) {
    return NextResponse.json({ error: 'invalid' }, { status: 403, headers: { 'cache-control': 'no-store' } });
  }
  const read = await readPhoto(request);
  if (typeof read === 'string') return refuse(read);
  const limit = bookingLimit('reviewPhotoPerClient');
  if (!(await withinRateLimit(`review-photo:client:${await currentClientKey()}`, limit.max, limit.seconds))) return refuse('rate_limited');
  // The cheap checks first, so a dead link or a full draft costs no decoding; the database checks again under lock.
  const invitation = await getReviewInvitation(read.key);
  if (!invitation.ok) return refuse(invitation.error);
  if (invitation.value.reviewStatus) return refuse('already_reviewed');
  if (invitation.value.photos.length >= REVIEW_PHOTO_LIMITS.count) return refuse('too_many_photos');
  const prepared = await preparePhoto(read.bytes);
  if (!prepared.ok) return refuse(prepared.error);
  const added = await addReviewPhoto(read.key, prepared.photo);
  if (!added.ok) return refuse(added.error);
  const photos = await signReviewPhotos(added.value).catch(() => null);
  if (!photos) return refuse('failed');
  return NextResponse.json({ photos }, { status: 201, headers: { 'cache-control': 'no-store' } });
}

// Anything but POST: a 405 that says so (Next's own has no body), never cached.
export const dynamic = 'force-dynamic';

function postOnly(): NextResponse {
  return NextResponse.json({ error: 'invalid', message: 'Photos are sent with POST (multipart: key, photo)' }, { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } });
}

export { postOnly as DELETE, postOnly as GET, postOnly as PATCH, postOnly as PUT };
