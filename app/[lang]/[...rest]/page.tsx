import { notFound } from 'next/navigation';

/** Anything unknown under a language prefix renders the localized not-found page with a 404. */
export default function CatchAll() {
  notFound();
}
