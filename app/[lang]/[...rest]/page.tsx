import { notFound } from 'next/navigation';

/**
 * Anything unknown under a language prefix renders the localized not-found page with a 404. Static on purpose:
 * rendered on demand, a dynamic page would stream through loading.tsx and send its 200 before the 404 is known.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

export default function CatchAll() {
  notFound();
}
