import { getTranslations } from 'next-intl/server';
import { GiftVoucherForm } from '@/components/gift-vouchers/gift-voucher-form';
import { VoucherBalanceForm } from '@/components/gift-vouchers/voucher-balance-form';
import { VoucherTerms } from '@/components/gift-vouchers/voucher-terms';
import { PageHeader } from '@/components/ui/page-header';
import { giftVoucherLimits } from '@/lib/data/gift-vouchers';
import { formatPrice } from '@/lib/format';
import { suggestedAmounts } from '@/lib/gift-vouchers/limits';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = describedPageMetadata('GiftVouchers', 'gift-vouchers');

/** Buying a gift voucher: the same static page for everyone; the form is a client leaf posting to a server action. */
export default async function GiftVouchersPage({ params }: PageProps<'/[lang]/gift-vouchers'>) {
  const lang = await pageLocale(params);
  const [t, limits] = await Promise.all([getTranslations('GiftVouchers'), giftVoucherLimits()]);
  const bounds = { min: formatPrice(limits.minCents, lang), max: formatPrice(limits.maxCents, lang) };
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="gift-voucher-form-title" className="min-w-0">
          <h2 id="gift-voucher-form-title" className="mb-5 text-2xl font-semibold">{t('formTitle')}</h2>
          <GiftVoucherForm
            lang={lang}
            limits={limits}
            suggested={suggestedAmounts(limits)}
            labels={{
              amount: t('form.amount'),
              amountHint: t('form.amountHint', bounds),
              quickAmounts: t('form.quickAmounts'),
              email: t('form.email'),
              emailHint: t('form.emailHint'),
              recipientName: t('form.recipientName'),
              recipientHint: t('form.recipientHint'),
              message: t('form.message'),
              messageHint: t('form.messageHint', { max: limits.messageMaxLength }),
              submit: t('form.submit'),
              sending: t('form.sending'),
              errors: {
                amount: t('errors.amount', bounds),
                email: t('errors.email'),
                required: t('errors.required'),
                singleLine: t('errors.singleLine'),
                tooLong: t('errors.tooLong'),
                failed: t('errors.failed'),
                limited: t('errors.limited'),
              },
            }}
          />
        </section>
        <aside className="lg:self-start">
          <VoucherTerms limits={limits} lang={lang} />
          <VoucherBalanceForm
            lang={lang}
            labels={{ heading: t('balance.heading'), code: t('balance.code'), submit: t('balance.submit'), sending: t('balance.sending'), failed: t('balance.failed') }}
          />
        </aside>
      </div>
    </>
  );
}
