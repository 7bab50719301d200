import { PDFDocument, PDFName } from 'pdf-lib';
import { buildBookingDocument } from '@/lib/pdf/booking-document';

describe('receipt and invoice PDF', () => {
  test.each(['en', 'es'] as const)('one A4 page in %s, titled with its number, long lines wrapped', async (lang) => {
    const bytes = await buildBookingDocument({
      lang, siteName: 'Altitud Adventures', title: lang === 'es' ? 'Factura' : 'Invoice',
      identity: [[lang === 'es' ? 'Número de factura' : 'Invoice number', '2026-000042'], ['Fecha', '3 de diciembre de 2026']],
      issuer: { heading: 'Emitida por', lines: ['Altitud Adventures S.L.', 'NIF: B00000000', 'Calle Mayor 1, 08001 Barcelona'] },
      billedTo: { heading: 'Facturado a', lines: ['Íñigo Núñez', 'Avenida de la Constitución 123, piso 4º, puerta 2ª, escalera izquierda'] },
      rows: [['Viaje', 'Trekking al campo base del Everest: edición premium con noches en lodges seleccionados y guía de montaña'.repeat(2)]],
      totals: [['Total', '5.700 €'], ['Pagado', '5.700 €']],
      footer: ['Régimen especial de las agencias de viajes.'],
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const [page] = doc.getPages();
    expect(Math.round(page!.getWidth())).toBe(595);
    expect(doc.getTitle()).toBe(`${lang === 'es' ? 'Factura' : 'Invoice'} 2026-000042`);
    expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toBe(`(${lang})`);
  });
});
