import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { fileResponse } from '@/lib/booking/document-request';
import { giftVoucherDocument, giftVoucherLimits } from '@/lib/data/gift-vouchers';
import { formatDate, formatPrice } from '@/lib/format';
import { voucherAccess } from '@/lib/gift-vouchers/purchase';
import { routing } from '@/lib/i18n/routing';
import { buildGiftVoucherPdf } from '@/lib/pdf/gift-voucher';
import { site } from '@/lib/site';

/** Personal: the voucher of the holder of its e-mail's key, never cached. */
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The PDF gift voucher in the address's language (the e-mail links the buyer's): its code, value, the recipient's
 * name and the message, and how to use it. Only a paid voucher with the key of its e-mail opens; anything else is
 * the same localized 404, so an address says nothing about whether a voucher exists.
 */
export async function GET(request: Request, { params }: RouteContext<'/[lang]/gift-vouchers/voucher.pdf'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return new Response(null, { status: 404, headers: noStore });
  const access = voucherAccess(Object.fromEntries(new URL(request.url).searchParams));
  const [voucher, t] = await Promise.all([access ? giftVoucherDocument(access) : null, getTranslations({ locale: lang, namespace: 'GiftVouchers.pdf' })]);
  if (!voucher) {
    // A small page of its own (the link is opened from an e-mail): what happened, titled, no script.
    const page = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${t('title')}</title><p>${t('notFound')}</p></html>`;
    return new Response(page, { status: 404, headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' } });
  }
  const limits = await giftVoucherLimits();
  const pdf = await buildGiftVoucherPdf({
    lang,
    siteName: site.name,
    siteUrl: site.url,
    title: t('title'),
    recipient: voucher.recipientName ? t('for', { name: voucher.recipientName }) : null,
    amountLabel: t('amount'),
    amount: formatPrice(voucher.amountCents, lang),
    codeLabel: t('code'),
    code: voucher.code,
    message: voucher.message,
    howTo: t('howTo'),
    steps: [t('steps.book', { site: site.url }), t('steps.enter', { amount: formatPrice(limits.cardMinCents, lang) }), t('steps.rest')],
    issued: t('issued', { date: formatDate(voucher.paidAt ?? new Date().toISOString(), lang) }),
  });
  return fileResponse(pdf, 'application/pdf', t('file'));
}
