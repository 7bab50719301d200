import { getTranslations } from 'next-intl/server';
import { receiptContent } from '@/lib/booking/document-content';
import { fileResponse, openBookingDocument } from '@/lib/booking/document-request';
import { buildBookingDocument } from '@/lib/pdf/booking-document';

export const dynamic = 'force-dynamic';

/** The receipt of one payment of the booking (PDF); its owner or the holder of its key. */
export async function GET(request: Request, { params }: RouteContext<'/[lang]/account/bookings/[reference]/receipts/[payment]'>) {
  const [opened, { payment: paymentId }] = await Promise.all([openBookingDocument(request, params), params]);
  if (opened instanceof Response) return opened;
  const payment = opened.managed.payments.find((p) => p.id === paymentId);
  if (!payment) {
    const t = await getTranslations({ locale: opened.lang, namespace: 'BookingPage' });
    return new Response(t('payments.none'), { status: 404, headers: { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const { content, number } = await receiptContent(opened, payment);
  return fileResponse(await buildBookingDocument(content), 'application/pdf', `receipt-${number}.pdf`);
}
