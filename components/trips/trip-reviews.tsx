import type { Review } from '@/lib/data/trips';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

export function TripReviews({ lang, reviews, title, empty }: { lang: Locale; reviews: Review[]; title: string; empty: string }) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mx-auto max-w-4xl px-4 py-8">
      <h2 id="reviews-heading" className="text-2xl font-semibold">{title}</h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-lg border border-slate-200 p-4">
              <p className="font-semibold">
                <span aria-label={`${review.rating}/5`}>{'★'.repeat(review.rating)}</span> {review.title}
              </p>
              <p className="mt-1 text-slate-700">{review.body}</p>
              <p className="mt-2 text-sm text-slate-600">
                {review.author_name}
                {review.author_country ? ` · ${review.author_country}` : ''}
                {review.travelled_on ? ` · ${formatDate(review.travelled_on, lang)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
