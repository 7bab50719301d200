import { getTranslations } from 'next-intl/server';
import { offersDeposit, type BookingTerms, type CancellationTier } from '@/lib/booking/terms';
import { pagePath } from '@/lib/i18n/pages';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** The deposit rule, when the balance is due, the cancellation fees and the trip's own notes (trip page, checkout). */
export async function TripBookingTerms({ lang, terms, headingLevel = 2 }: { lang: Locale; terms: BookingTerms; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('BookingTerms');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const when = (tier: CancellationTier) => {
    if (tier.untilDays === null) return tier.fromDays === 0 ? t('anyTime') : t('fromDays', { days: tier.fromDays });
    if (tier.fromDays === 0) return t('lessThan', { days: tier.untilDays });
    return t('between', { from: tier.fromDays, to: tier.untilDays - 1 });
  };
  return (
    <section id="terms" aria-labelledby="terms-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <Heading id="terms-title" className={headingLevel === 2 ? 'text-2xl font-semibold' : 'text-lg font-semibold'}>{t('title')}</Heading>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        {offersDeposit(terms) ? (
          <>
            <li>{t('deposit', { percent: terms.depositPercent, days: terms.depositMinDays })}</li>
            <li>{t('balance', { days: terms.balanceDueDays })}</li>
          </>
        ) : (
          <li>{t('fullOnly')}</li>
        )}
        <li>{t('perPerson')}</li>
      </ul>
      {terms.cancellation.length > 0 ? (
        <table className="mt-4 w-full max-w-xl border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold">{t('cancellationTitle')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">{t('whenCancelling')}</th>
              <th scope="col" className="py-2">{t('fee')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.cancellation.map((tier) => (
              <tr key={tier.fromDays} className="border-b border-slate-200">
                <td className="py-2 pr-4">{when(tier)}</td>
                <td className="py-2">{t('feeValue', { percent: tier.feePercent })}</td>
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
