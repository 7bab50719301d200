import { getTranslations } from 'next-intl/server';
import type { BookingTerms } from '@/lib/booking/terms';
import { bookingTermsTexts } from '@/lib/content/trip-text';
import { pagePath } from '@/lib/i18n/pages';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The deposit rule, when the balance is due, the cancellation fees and the trip's own notes (trip page, checkout), in
 * the sentences the notes PDF and the assistant use too.
 */
export async function TripBookingTerms({ lang, terms, headingLevel = 2 }: { lang: Locale; terms: BookingTerms; headingLevel?: 2 | 3 }) {
  const [t, said] = await Promise.all([getTranslations('BookingTerms'), bookingTermsTexts(lang, terms)]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section id="terms" aria-labelledby="terms-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <Heading id="terms-title" className={headingLevel === 2 ? 'text-2xl font-semibold' : 'text-lg font-semibold'}>{t('title')}</Heading>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        <li>{said.deposit}</li>
        {said.balance ? <li>{said.balance}</li> : null}
        <li>{t('perPerson')}</li>
      </ul>
      {said.fees.length > 0 ? (
        <table className="mt-4 w-full max-w-xl border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold">{t('cancellationTitle')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">{t('whenCancelling')}</th>
              <th scope="col" className="py-2">{t('fee')}</th>
            </tr>
          </thead>
          <tbody>
            {said.fees.map((fee) => (
              <tr key={fee.when} className="border-b border-slate-200">
                <td className="py-2 pr-4">{fee.when}</td>
                <td className="py-2">{fee.fee}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {terms.notes ? <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950">{terms.notes}</p> : null}
      <p className="mt-4 text-sm">
        <Link href={pagePath(lang, 'terms-and-conditions')} className="tap-target text-brand-700 underline">{t('fullTerms')}</Link>
      </p>
    </section>
  );
}
