'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PhotoAttributes } from '@/components/ui/photo';

/** A photo with its thumbnail's and its full view's <img> attributes, worked out on the server. */
export interface LightboxImage {
  /** Identifies the photo among its siblings. */
  key: string;
  /** The thumbnail button's name ("Open photo n of m"). */
  open: string;
  /** The full view's caption ("Photo n of m"). */
  photo: string;
  thumb: PhotoAttributes;
  full: PhotoAttributes;
}

export interface LightboxLabels {
  /** The dialog's name. */
  dialog: string;
  previous: string;
  next: string;
  close: string;
}

/**
 * Thumbnails that open a modal lightbox: a native <dialog> (page inert, Escape closes), arrow keys move between
 * photos, and focus goes back to the thumbnail that was opened. Every text comes formatted from the server. Used by
 * the trip's gallery and by each review's photos.
 */
export function PhotoLightbox({ images, labels, listClassName }: { images: LightboxImage[]; labels: LightboxLabels; listClassName: string }) {
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
  const control = 'min-h-11 rounded-full bg-white/90 px-4 py-2 font-semibold text-slate-900';
  return (
    <>
      <ul className={listClassName}>
        {images.map((image, i) => (
          <li key={image.key}>
            <button type="button" ref={(el) => { thumbRefs.current[i] = el; }} onClick={() => open(i)} aria-label={image.open} aria-haspopup="dialog" className="block w-full overflow-hidden rounded-md">
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's attributes, from the server */}
              <img {...image.thumb} />
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialogRef} onKeyDown={onKeyDown} aria-label={labels.dialog} className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-black/85">
        {current !== null ? (
          <figure className="flex max-h-[95vh] w-[min(95vw,1200px)] flex-col items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's attributes, from the server */}
            <img {...current.full} />
            <figcaption className="text-white" aria-live="polite">{photo}</figcaption>
            <div className="flex gap-3">
              {count > 1 ? <button type="button" onClick={() => step(-1)} className={control}>{labels.previous}</button> : null}
              <button type="button" onClick={() => dialogRef.current?.close()} className={control} autoFocus>{labels.close}</button>
              {count > 1 ? <button type="button" onClick={() => step(1)} className={control}>{labels.next}</button> : null}
            </div>
          </figure>
        ) : null}
      </dialog>
    </>
  );
}
