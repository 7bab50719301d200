import { getTranslations } from 'next-intl/server';
import { BookingNotice, primaryButton } from '@/components/booking/booking-notice';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/lib/i18n/link';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A purchase page opened without its voucher or with a wrong key: the same answer either way (an address says
 * nothing about whether a voucher exists), with the way to a new purchase.
 */
export async function PurchaseNotFound({ lang, title }: { lang: Locale; title: string }) {
  const t = await getTranslations('GiftVouchers.payment');
  return (
    <>
      <PageHeader title={title} />
      <BookingNotice text={t('notFound')}><Link href={pagePath(lang, 'gift-vouchers')} className={primaryButton}>{t('newPurchase')}</Link></BookingNotice>
    </>
  );
}
