'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PhotoAttributes } from '@/components/ui/photo';

export interface GalleryImage {
  src: string;
  /** "Open photo n of m" */
  open: string;
  /** "Photo n of m" */
  photo: string;
}

/** A gallery photo with its thumbnail's and its full view's <img> attributes, worked out on the server. */
export interface LightboxImage extends GalleryImage {
  thumb: PhotoAttributes;
  full: PhotoAttributes;
}

/**
 * Thumbnails that open a modal lightbox: a native <dialog> (page inert, Escape closes), arrow keys move between
 * photos, and focus goes back to the thumbnail that was opened. Every text comes formatted from the server.
 */
export function GalleryLightbox({ images, labels }: {
  images: LightboxImage[];
  labels: { gallery: string; previous: string; next: string; close: string };
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const openedFrom = useRef(0);
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setIndex(null);
      thumbRefs.current[openedFrom.current]?.focus();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  const open = (i: number) => {
    openedFrom.current = i;
    setIndex(i);
    dialogRef.current?.showModal();
  };
  const step = (delta: number) => setIndex((current) => (current === null ? null : (current + delta + count) % count));
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;
  const current = index === null ? null : (images[index] ?? null);
  const photo = current?.photo ?? '';
  const control = 'rounded-full bg-white/90 px-4 py-2 font-semibold text-slate-900';
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="gallery-title" className="text-2xl font-semibold">{labels.gallery}</h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {images.map((image, i) => (
          <li key={image.src}>
            <button type="button" ref={(el) => { thumbRefs.current[i] = el; }} onClick={() => open(i)} aria-label={image.open} className="block w-full overflow-hidden rounded-md">
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's attributes, from the server */}
              <img {...image.thumb} />
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialogRef} onKeyDown={onKeyDown} aria-label={labels.gallery} className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-black/85">
        {current !== null ? (
          <figure className="flex max-h-[95vh] w-[min(95vw,1200px)] flex-col items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's attributes, from the server */}
            <img {...current.full} />
            <figcaption className="text-white" aria-live="polite">{photo}</figcaption>
            <div className="flex gap-3">
              <button type="button" onClick={() => step(-1)} className={control}>{labels.previous}</button>
              <button type="button" onClick={() => dialogRef.current?.close()} className={control} autoFocus>{labels.close}</button>
              <button type="button" onClick={() => step(1)} className={control}>{labels.next}</button>
            </div>
          </figure>
        ) : null}
      </dialog>
    </section>
  );
}
