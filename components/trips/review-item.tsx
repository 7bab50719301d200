import { formatDate } from '@/lib/format';
import { fillPattern } from '@/lib/i18n/fill-pattern';
import type { Locale } from '@/lib/i18n/routing';
import { PhotoLightbox } from './photo-lightbox';
import type { ReviewWithPhotos } from '@/lib/reviews/photo-images';

/** The texts of a review's photos, formatted on the server with their placeholders ({index}, {count}, {name}, {title}). */
export interface ReviewPhotoLabels {
  open: string;
  alt: string;
  dialog: string;
  previous: string;
  next: string;
  close: string;
}

/** One review and its photos; shared by the server-rendered first page and the client's further pages. */
export function ReviewItem({ lang, review, photoLabels }: { lang: Locale; review: ReviewWithPhotos; photoLabels: ReviewPhotoLabels }) {
  const count = review.photos.length;
  const about = { count, name: review.author_name, title: review.title };
  const images = review.photos.map((photo, i) => {
    const alt = fillPattern(photoLabels.alt, { ...about, index: i + 1 });
    return {
      key: photo.id,
      open: fillPattern(photoLabels.open, { ...about, index: i + 1 }),
      photo: alt,
      thumb: { ...photo.thumb, alt },
      full: { ...photo.full, alt },
    };
  });
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <p className="font-semibold">
        <span role="img" aria-label={`${review.rating}/5`}>{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span> {review.title}
      </p>
      <p className="mt-1 text-slate-700">{review.body}</p>
      {count > 0 ? (
        <PhotoLightbox
          images={images}
          labels={{ dialog: fillPattern(photoLabels.dialog, about), previous: photoLabels.previous, next: photoLabels.next, close: photoLabels.close }}
          listClassName="mt-3 grid max-w-md grid-cols-4 gap-2"
        />
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        {review.author_name}
        {review.author_country ? ` · ${review.author_country}` : ''}
        {review.travelled_on ? ` · ${formatDate(review.travelled_on, lang)}` : ''}
      </p>
    </li>
  );
}
