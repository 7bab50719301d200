import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatDate, formatPrice } from '@/lib/format';
import type { BookingDocumentContent } from '@/lib/pdf/booking-document';
import { site } from '@/lib/site';
import type { OpenedDocument } from './document-request';
import type { PaymentRecord } from './manage';
import { operatorDetails } from './operator';

/** What a receipt and the invoice print, in the document's language, from the booking as the database states it. */
async function common({ lang, managed, trip }: OpenedDocument) {
  const t = await getTranslations({ locale: lang, namespace: 'BookingDocuments' });
  const operator = operatorDetails();
  const { booking } = managed;
  const billing = booking.billing;
  const issuer = {
    heading: t('issuer'),
    lines: [operator.legalName, `${t('taxId')}: ${operator.taxId}`, operator.address, operator.registration, operator.email],
  };
  const billedTo = {
    heading: t('billedTo'),
    lines: [
      [billing.first_name, billing.last_name].filter(Boolean).join(' '),
      billing.company ?? '',
      [billing.street_address, billing.apartment].filter(Boolean).join(', '),
      [billing.postal_code, billing.city, billing.province].filter(Boolean).join(' '),
      billing.country ?? '',
      billing.email ?? '',
    ].filter(Boolean),
  };
  const rows: [string, string][] = [
    [t('booking'), booking.reference],
    [t('trip'), trip?.title ?? ''],
    [t('dates'), `${formatDate(booking.departure.startDate, lang)} – ${formatDate(booking.departure.endDate, lang)}`],
    [t('travellers'), booking.travellers.map((p) => `${p.firstName} ${p.lastName}`).join(', ')],
  ];
  const money = (cents: number) => formatPrice(cents, lang);
  // The totals are already net of a promotion code and a gift voucher: these rows, after the amount, says where the difference went (a
  // hyphen for minus: the PDF fonts have no minus sign).
  const promotion: [string, string][] = [
    ...(booking.promotion ? [[t('promotion', { code: booking.promotion.code }), `-${money(booking.promotion.discountCents)}`] as [string, string]] : []),
    ...(booking.voucher ? [[t('voucher', { code: booking.voucher.code }), `-${money(booking.voucher.cents)}`] as [string, string]] : []),
  ];
  return { t, operator, issuer, billedTo, rows, promotion, money, booking };
}

/** One receipt per payment, numbered after the booking and the payment's place among its payments. */
export async function receiptContent(opened: OpenedDocument, payment: PaymentRecord): Promise<{ content: BookingDocumentContent; number: string }> {
  const { t, issuer, billedTo, rows, promotion, money, booking } = await common(opened);
  const index = opened.managed.payments.findIndex((p) => p.id === payment.id);
  const number = `${booking.reference}-${index + 1}`;
  const paidToDate = opened.managed.payments.slice(0, index + 1).reduce((sum, p) => sum + p.amountCents, 0);
  return {
    number,
    content: {
      lang: opened.lang, siteName: site.name, title: t('receipt'), issuer, billedTo, footer: [],
      identity: [[t('receiptNumber'), number], [t('paymentDate'), formatDate(payment.createdAt, opened.lang)]],
      rows: [...rows, ...promotion, [t('amount'), `${t(payment.kind === 'balance' ? 'balance' : booking.paymentOption === 'deposit' ? 'deposit' : 'payment')}: ${money(payment.amountCents)}`]],
      totals: [[t('paid'), money(payment.amountCents)], [t('total'), money(booking.totalCents)], [t('remaining'), money(Math.max(0, booking.totalCents - paidToDate))]],
    },
  };
}

/** The final invoice: issued once the booking is paid in full, under its number of the year's series. */
export async function invoiceContent(opened: OpenedDocument, invoice: { number: string; issuedAt: string; totalCents: number }): Promise<BookingDocumentContent> {
  const { t, operator, issuer, billedTo, rows, promotion, money, booking } = await common(opened);
  const totals: [string, string][] = [[t('total'), money(invoice.totalCents)], [t('paid'), money(booking.paidCents)]];
  if (opened.managed.refundedCents > 0) totals.push([t('refunded'), money(opened.managed.refundedCents)]);
  return {
    lang: opened.lang, siteName: site.name, title: t('invoice'), issuer, billedTo,
    identity: [[t('invoiceNumber'), invoice.number], [t('date'), formatDate(invoice.issuedAt, opened.lang)]],
    rows: [...rows, [t('amount'), t('unitPrice', { places: booking.places, price: money(booking.unitPriceCents) })], ...promotion],
    totals,
    footer: [operator.vatNote],
  };
}
