'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface GalleryLabels {
  title: string;
  open: string;
  photo: string;
  previous: string;
  next: string;
  close: string;
}

/** `{index}` and `{count}` of a label template are filled in here, so the server sends one string per label. */
const fill = (template: string, index: number, count: number) =>
  template.replace('{index}', String(index + 1)).replace('{count}', String(count));

/**
 * Thumbnails that open a modal lightbox: a native <dialog> (page inert, Escape closes), arrow keys move between
 * photos, and focus goes back to the thumbnail that was opened.
 */
export function TripGallery({ images, labels }: { images: string[]; labels: GalleryLabels }) {
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
  const current = index === null ? null : images[index];
  const control = 'rounded-full bg-white/90 px-4 py-2 font-semibold text-slate-900';
  return (
    <section id="gallery" aria-labelledby="gallery-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="gallery-title" className="text-2xl font-semibold">{labels.title}</h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {images.map((src, i) => (
          <li key={src}>
            <button type="button" ref={(el) => { thumbRefs.current[i] = el; }} onClick={() => open(i)} aria-label={fill(labels.open, i, count)} className="block w-full overflow-hidden rounded-md">
              <img src={src} alt="" loading="lazy" width={400} height={267} className="aspect-[3/2] w-full object-cover transition hover:scale-105" />
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialogRef} onKeyDown={onKeyDown} aria-label={labels.title} className="m-auto max-h-none max-w-none bg-transparent p-0 backdrop:bg-black/85">
        {current !== null && index !== null ? (
          <figure className="flex max-h-[95vh] w-[min(95vw,1200px)] flex-col items-center gap-3">
            <img src={current} alt={fill(labels.photo, index, count)} className="max-h-[80vh] w-auto rounded-md object-contain" />
            <figcaption className="text-white" aria-live="polite">{fill(labels.photo, index, count)}</figcaption>
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
