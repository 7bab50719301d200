import { getTranslations } from 'next-intl/server';
import { invoiceContent } from '@/lib/booking/document-content';
import { fileResponse, openBookingDocument } from '@/lib/booking/document-request';
import { buildBookingDocument } from '@/lib/pdf/booking-document';

export const dynamic = 'force-dynamic';

/** The booking's final invoice (PDF), once it is paid in full; its owner or the holder of its key. */
export async function GET(request: Request, { params }: RouteContext<'/[lang]/account/bookings/[reference]/invoice.pdf'>) {
  const opened = await openBookingDocument(request, params);
  if (opened instanceof Response) return opened;
  const invoice = opened.managed.invoice;
  if (!invoice) {
    const t = await getTranslations({ locale: opened.lang, namespace: 'BookingPage' });
    return new Response(t('documents.invoiceLater'), { status: 404, headers: { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const pdf = await buildBookingDocument(await invoiceContent(opened, invoice));
  return fileResponse(pdf, 'application/pdf', `invoice-${invoice.number}.pdf`);
}
