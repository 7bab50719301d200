import type { Review } from '@/lib/data/trips';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

/** One review; shared by the server-rendered first page and the client's further pages. */
export function ReviewItem({ lang, review }: { lang: Locale; review: Review }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <p className="font-semibold">
        <span role="img" aria-label={`${review.rating}/5`}>{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span> {review.title}
      </p>
      <p className="mt-1 text-slate-700">{review.body}</p>
      <p className="mt-2 text-sm text-slate-600">
        {review.author_name}
        {review.author_country ? ` · ${review.author_country}` : ''}
        {review.travelled_on ? ` · ${formatDate(review.travelled_on, lang)}` : ''}
      </p>
    </li>
  );
}
