import { photoAttributes } from '@/components/ui/photo';
import { GalleryLightbox, type GalleryImage } from './gallery-lightbox';

/**
 * The trip's photos: their optimizer attributes are worked out here on the server, so the lightbox (a client leaf)
 * renders plain <img> elements and the page ships none of next/image's code.
 */
export function TripGallery({ images, labels }: {
  images: GalleryImage[];
  labels: { gallery: string; previous: string; next: string; close: string };
}) {
  const withPhotos = images.map((image) => ({
    ...image,
    key: image.src,
    thumb: photoAttributes({ src: image.src, alt: '', width: 400, height: 267, sizes: '(min-width: 640px) 300px, 50vw', className: 'aspect-[3/2] w-full object-cover transition hover:scale-105' }),
    full: photoAttributes({ src: image.src, alt: image.photo, width: 1200, height: 800, sizes: '95vw', className: 'max-h-[80vh] w-auto rounded-md object-contain' }),
  }));
  return <GalleryLightbox images={withPhotos} labels={labels} />;
}
