import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';

/** The generic not-found page, or the trips' own ("Trip not found", with its own text). */
export type NotFoundKind = 'page' | 'trip';

async function notFoundTexts(locale: Locale, kind: NotFoundKind) {
  const [tn, te] = await Promise.all([getTranslations({ locale, namespace: 'NotFound' }), getTranslations({ locale, namespace: 'Errors' })]);
  return kind === 'trip'
    ? { title: te('tripNotFound'), text: te('tripUnavailable'), backHome: tn('backHome') }
    : { title: tn('title'), text: tn('text'), backHome: tn('backHome') };
}

/** The not-found page's title: its own, never indexed. */
export async function notFoundMetadata(locale: Locale, kind: NotFoundKind = 'page'): Promise<Metadata> {
  return { title: (await notFoundTexts(locale, kind)).title, robots: { index: false, follow: true } };
}

/** What a not-found page says: heading, text and the way home. */
export async function NotFoundMessage({ locale, kind = 'page' }: { locale: Locale; kind?: NotFoundKind }) {
  const { title, text, backHome } = await notFoundTexts(locale, kind);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <Link href="/" locale={locale} className="mt-8 inline-block rounded bg-brand-700 px-4 py-2 font-medium text-white">
        {backHome}
      </Link>
    </section>
  );
}

function NotFoundStatus(): never {
  notFound();
}

/**
 * A page that found nothing to show. Its message is rendered on the server, so the first HTML carries it (no script
 * needed); the status comes from Next's notFound(), thrown inside a Suspense boundary of its own: Next answers 404
 * and keeps the content outside the boundary (thrown from the page itself, notFound() left an empty document that only
 * the browser's scripts filled in). In the browser the segment's not-found.tsx then shows the same message.
 */
export function NotFoundPage({ locale, kind = 'page' }: { locale: Locale; kind?: NotFoundKind }) {
  return (
    <>
      <NotFoundMessage locale={locale} kind={kind} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
