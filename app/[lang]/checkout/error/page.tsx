import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/lib/i18n/navigation';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';

export const generateMetadata = describedPageMetadata('CheckoutError', 'checkout/error', true);

export default async function CheckoutErrorPage({ params }: PageProps<'/[lang]/checkout/error'>) {
  const lang = await pageLocale(params);
  const [t, tm] = await Promise.all([getTranslations('CheckoutError'), getTranslations('Menu')]);
  return (
    <>
      <PageHeader title={t('heading')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <p role="alert" className="text-lg">{t('advice')}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/checkout" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{t('tryAgain')}</Link>
          <Link href={pagePath(lang, 'contact')} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">{tm('contact')}</Link>
        </div>
      </div>
    </>
  );
}
