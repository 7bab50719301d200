import { A4, BRAND, MARGIN, MUTED, startA4Document } from './writer';

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

/** A one-page A4 document: the shop and the document's identity, issuer and customer, the booking, the totals. */
export async function buildBookingDocument(content: BookingDocumentContent): Promise<Uint8Array> {
  const { doc, w } = await startA4Document({ title: `${content.title} ${content.identity[0]?.[1] ?? ''}`.trim(), author: content.siteName, lang: content.lang });
  const { bold, regular } = w;

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
