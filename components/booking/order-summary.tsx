import { getTranslations } from 'next-intl/server';
import type { Booking } from '@/lib/booking/booking';
import { formatDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { guaranteeRow } from './guarantee-row';

/** What is being bought: trip, dates, category, travellers, price per person, discount and total (and what is paid). */
export async function OrderSummary({ lang, booking, tripTitle, showPayments = false }: { lang: Locale; booking: Booking; tripTitle: string; showPayments?: boolean }) {
  const [t, td, tc, guarantee] = await Promise.all([getTranslations('BookingSummary'), getTranslations('Departures'), getTranslations('Common'), guaranteeRow(booking)]);
  const rows: [string, React.ReactNode][] = [
    [t('reference'), booking.reference],
    [t('trip'), tripTitle],
    [t('dates'), `${formatDate(booking.departure.startDate, lang)} – ${formatDate(booking.departure.endDate, lang)}`],
    [t('category'), `${td(`categoryValue.${booking.departure.category}`)} · ${td(`groupType.${booking.departure.groupType}`)}`],
  ];
  if (guarantee) rows.push(guarantee);
  rows.push(
    [t('travellers'), String(booking.places)],
    [
      t('unitPrice'),
      <>
        {formatPrice(booking.unitPriceCents, lang)} <span className="text-slate-600">{tc('perPerson')}</span>
        {booking.discountPercent > 0 ? (
          <span className="block text-sm text-slate-600">{t('before', { price: formatPrice(booking.listUnitPriceCents, lang) })}</span>
        ) : null}
      </>,
    ],
  );
  if (booking.discountPercent > 0) rows.push([t('discount'), `−${booking.discountPercent}%`]);
  if (booking.promotion) rows.push([t('promotion'), `${booking.promotion.code} −${formatPrice(booking.promotion.discountCents, lang)}`]);
  if (booking.voucher) rows.push([t('voucher'), `${booking.voucher.code} −${formatPrice(booking.voucher.cents, lang)}`]);
  rows.push([t('total'), <strong key="total">{formatPrice(booking.totalCents, lang)}</strong>]);
  if (showPayments && booking.paidCents > 0) rows.push([t('paid'), formatPrice(booking.paidCents, lang)]);
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="order-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[minmax(0,9rem)_1fr] gap-3 px-4 py-2 text-sm sm:grid-cols-[11rem_1fr]">
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
