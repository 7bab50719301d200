import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/lib/i18n/navigation';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = describedPageMetadata('CheckoutSuccess', 'checkout/success', true);

export default async function CheckoutSuccessPage({ params }: PageProps<'/[lang]/checkout/success'>) {
  await pageLocale(params);
  const [t, tc] = await Promise.all([getTranslations('CheckoutSuccess'), getTranslations('Common')]);
  return (
    <>
      <PageHeader title={t('heading')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <p className="text-lg">{t('text')}</p>
        <Link href="/" className="inline-block text-brand-700 underline">{tc('backHome')}</Link>
      </div>
    </>
  );
}
