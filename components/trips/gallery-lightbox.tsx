import { PhotoLightbox, type LightboxImage } from './photo-lightbox';

export interface GalleryImage {
  src: string;
  /** "Open photo n of m" */
  open: string;
  /** "Photo n of m" */
  photo: string;
}

/** The trip's gallery: its heading and the photos' lightbox. */
export function GalleryLightbox({ images, labels }: {
  images: LightboxImage[];
  labels: { gallery: string; previous: string; next: string; close: string };
}) {
  if (images.length === 0) return null;
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="gallery-title" className="text-2xl font-semibold">{labels.gallery}</h2>
      <PhotoLightbox images={images} labels={{ dialog: labels.gallery, previous: labels.previous, next: labels.next, close: labels.close }} listClassName="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" />
    </section>
  );
}
