import { getImageProps } from 'next/image';
import type { Review } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { reviewPhotoPublicPath } from './photo-paths';

/** A photo's <img> attributes through Next's image optimizer (next/image's documented getImageProps). */
type ImageAttributes = ReturnType<typeof getImageProps>['props'];

/** A published review photo's thumbnail and full view, as the optimizer serves them (alt filled in where shown). */
export interface ReviewPhotoImage {
  id: string;
  thumb: ImageAttributes;
  full: ImageAttributes;
}

export type ReviewWithPhotos = Omit<Review, 'photos'> & { photos: ReviewPhotoImage[] };

/**
 * Each review's photos as <img> attributes, worked out on the server (for the first page in the trip page's HTML and
 * for the further pages of the reviews route), so the browser ships none of next/image's code. The public copy is
 * served through the image optimizer like the trip's own photos: sized, in AVIF or WebP, loaded lazily.
 */
export function withPhotoImages(reviews: Review[]): ReviewWithPhotos[] {
  return reviews.map((review) => ({
    ...review,
    photos: review.photos.flatMap(({ id, width, height }) => {
      const src = storageUrl(reviewPhotoPublicPath(id));
      if (!src) return [];
      const image = (props: Parameters<typeof getImageProps>[0]) => getImageProps(props).props;
      return [{
        id,
        thumb: image({ src, alt: '', width: 160, height: 160, sizes: '(min-width: 640px) 112px, 22vw', className: 'aspect-square w-full object-cover transition hover:scale-105' }),
        full: image({ src, alt: '', width, height, sizes: '95vw', className: 'max-h-[80vh] w-auto rounded-md object-contain' }),
      }];
    }),
  }));
}
