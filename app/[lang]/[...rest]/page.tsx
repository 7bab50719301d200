import { notFound } from 'next/navigation';

/**
 * The one not-found page of each language, /{lang}/404, prerendered once: the middleware rewrites every address no
 * route of the table answers to it (the address stays, the status is 404), so an unknown address neither renders nor
 * adds to the page cache. Its text and title are in the first HTML (app/[lang]/not-found.tsx).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ rest: ['404'] }];
}

export default function CatchAll() {
  notFound();
}
