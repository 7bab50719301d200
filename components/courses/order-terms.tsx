import { getTranslations } from 'next-intl/server';
import { isSubscription, periodEnd, type PlanKind } from '@/lib/courses/plan-terms';
import { formatDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

/**
 * What the learner agrees to before paying a course order: the plan and what is due today, and for a subscription
 * its price and period, that it renews until cancelled, the next charge (a period from today, as the provider bills)
 * and how to cancel; a one-time purchase says it does not renew.
 */
export async function OrderTerms({ kind, planName, amountCents, lang, now = new Date() }: { kind: PlanKind; planName: string; amountCents: number; lang: Locale; now?: Date }) {
  const t = await getTranslations('Courses');
  const amount = formatPrice(amountCents, lang);
  return (
    <div className="grid gap-3 rounded-lg bg-brand-50 p-4" data-testid="order-terms">
      <p>{t('pay.for', { name: planName })}</p>
      <div>
        <p className="text-sm text-slate-700">{t('pay.dueToday')}</p>
        <p className="text-3xl font-bold" data-testid="amount-due">{amount}</p>
      </div>
      {isSubscription(kind) ? (
        <section aria-labelledby="order-terms-title" className="grid gap-1" data-testid="subscription-terms">
          <h2 id="order-terms-title" className="font-semibold">{t('pay.termsHeading')}</h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t(`pay.price.${kind}`, { price: amount })}</li>
            <li>{t(`pay.renews.${kind}`)}</li>
            <li data-testid="next-charge">{t('pay.nextCharge', { price: amount, date: formatDate(periodEnd(kind, now).toISOString(), lang) })}</li>
            <li>{t('pay.cancel')}</li>
          </ul>
        </section>
      ) : (
        <p>{t('pay.once')}</p>
      )}
    </div>
  );
}
