import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsi, wrapText } from './text';

/** A receipt or an invoice, already translated and formatted by the caller (the booking's language). */
export interface BookingDocumentContent {
  lang: 'en' | 'es';
  siteName: string;
  /** "Receipt" / "Invoice". */
  title: string;
  /** The document's own number and date, as [label, value] pairs. */
  identity: [string, string][];
  issuer: { heading: string; lines: string[] };
  billedTo: { heading: string; lines: string[] };
  rows: [string, string][];
  totals: [string, string][];
  footer: string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0.094, 0.353, 0.29);
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

class Writer {
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

/** A one-page A4 document: the shop and the document's identity, issuer and customer, the booking, the totals. */
export async function buildBookingDocument(content: BookingDocumentContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${content.title} ${content.identity[0]?.[1] ?? ''}`.trim()));
  doc.setAuthor(winAnsi(content.siteName));
  doc.setLanguage(content.lang);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc.addPage(A4), regular, bold);

  w.text(content.siteName, { size: 12, font: bold, color: BRAND });
  w.y -= 6;
  w.text(content.title, { size: 22, font: bold });
  w.y -= 4;
  for (const [label, value] of content.identity) w.pair(label, value);
  w.rule();

  const column = (A4[0] - 2 * MARGIN) / 2;
  const top = w.y;
  w.text(content.issuer.heading, { font: bold, width: column - 12 });
  for (const line of content.issuer.lines) w.text(line, { width: column - 12 });
  const left = w.y;
  w.y = top;
  w.text(content.billedTo.heading, { font: bold, x: MARGIN + column, width: column });
  for (const line of content.billedTo.lines) w.text(line, { x: MARGIN + column, width: column });
  w.y = Math.min(left, w.y);
  w.rule();

  for (const [label, value] of content.rows) {
    w.text(label, { size: 9, color: MUTED });
    w.text(value);
    w.y -= 2;
  }
  w.rule();
  content.totals.forEach(([label, value], i) => w.pair(label, value, i === 0 ? bold : regular));
  w.y -= 12;
  for (const line of content.footer) w.text(line, { size: 8, color: MUTED });
  return doc.save();
}
