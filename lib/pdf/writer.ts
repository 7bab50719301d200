import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsi, wrapText } from './text';

/** The shop's one-page A4 documents (receipts, invoices, gift vouchers): their page, margins and colours. */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const BRAND = rgb(0.094, 0.353, 0.29);
export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.35, 0.35, 0.35);

/** Writes down the page from the top: wrapped text, label and value pairs, rules. */
export class Writer {
  y = A4[1] - MARGIN;
  constructor(readonly page: PDFPage, readonly regular: PDFFont, readonly bold: PDFFont) {}

  text(text: string, { size = 10, font = this.regular, color = INK, x = MARGIN, width = A4[0] - 2 * MARGIN } = {}) {
    for (const line of wrapText(winAnsi(text), font, size, width)) {
      this.page.drawText(line, { x, y: this.y, size, font, color });
      this.y -= size * 1.4;
    }
  }

  /** A label on the left and its value on the right edge. */
  pair(label: string, value: string, font = this.regular) {
    const size = 10;
    const clean = winAnsi(value);
    this.page.drawText(winAnsi(label), { x: MARGIN, y: this.y, size, font, color: INK });
    this.page.drawText(clean, { x: A4[0] - MARGIN - font.widthOfTextAtSize(clean, size), y: this.y, size, font, color: INK });
    this.y -= size * 1.6;
  }

  rule(gap = 8) {
    this.y -= gap / 2;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.6, color: MUTED });
    this.y -= gap * 1.5;
  }
}

/** A new one-page A4 document with its metadata and the standard Helvetica faces, and a writer at the top of it. */
export async function startA4Document({ title, author, lang }: { title: string; author: string; lang: 'en' | 'es' }): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setAuthor(winAnsi(author));
  doc.setLanguage(lang);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, w: new Writer(doc.addPage(A4), regular, bold) };
}
