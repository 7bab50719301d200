import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = describedPageMetadata('Payment', 'payment', true);

const steps = ['review', 'pay', 'confirm'] as const;

/** First version: how payment works. The payment form (test provider, Stripe) lands with the payment work. */
export default async function PaymentPage({ params }: PageProps<'/[lang]/payment'>) {
  await pageLocale(params);
  const t = await getTranslations('Payment');
  return (
    <>
      <PageHeader title={t('heading')} intro={t('description')} />
      <ol className="mx-auto max-w-3xl list-decimal space-y-3 px-4 py-10 pl-10 text-lg">
        {steps.map((s) => <li key={s}>{t(`steps.${s}`)}</li>)}
      </ol>
    </>
  );
}
