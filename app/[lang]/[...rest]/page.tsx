import { notFound } from 'next/navigation';

/**
 * The one not-found page of each language, /{lang}/404, prerendered once: the middleware rewrites every unknown path
 * under a language to it (the address stays, the status is 404), so an unknown address neither renders nor adds to
 * the page cache. A path that reaches this route any other way gets Next's own 404, also without rendering.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ rest: ['404'] }];
}

export default function CatchAll() {
  notFound();
}
