import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsi, wrapText } from './text';

/** Everything the trip notes print, already translated and formatted by the caller. */
export interface TripNotesContent {
  lang: 'en' | 'es';
  siteName: string;
  title: string;
  url: string;
  facts: [label: string, value: string][];
  sections: { heading: string; paragraphs?: string[]; bullets?: string[] }[];
  footer: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const BRAND = rgb(0.094, 0.353, 0.29);

/** A text cursor that starts a new page when the next line would not fit. */
class Writer {
  private page: PDFPage;
  private y = A4[1] - MARGIN;
  constructor(private doc: PDFDocument, private fonts: { regular: PDFFont; bold: PDFFont }) {
    this.page = doc.addPage(A4);
  }
  write(text: string, { size = 10, bold = false, color = rgb(0.1, 0.1, 0.1), indent = 0, gap = 0 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = size * 1.35;
    this.y -= gap;
    for (const line of wrapText(winAnsi(text), font, size, A4[0] - 2 * MARGIN - indent)) {
      if (this.y - lineHeight < MARGIN) {
        this.page = this.doc.addPage(A4);
        this.y = A4[1] - MARGIN;
      }
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
  }
}

/** The per-language trip notes: title, key facts, then the trip's sections, as an A4 PDF. */
export async function buildTripNotes(content: TripNotesContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${content.title} | ${content.siteName}`));
  doc.setAuthor(winAnsi(content.siteName));
  doc.setLanguage(content.lang);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const out = new Writer(doc, fonts);
  out.write(content.siteName, { size: 10, color: BRAND, bold: true });
  out.write(content.title, { size: 20, bold: true, gap: 6 });
  out.write(content.url, { size: 9, color: BRAND, gap: 2 });
  for (const [label, value] of content.facts) out.write(`${label}: ${value}`, { size: 10, gap: 2 });
  for (const section of content.sections) {
    out.write(section.heading, { size: 14, bold: true, color: BRAND, gap: 14 });
    for (const paragraph of section.paragraphs ?? []) out.write(paragraph, { gap: 4 });
    for (const bullet of section.bullets ?? []) out.write(`•  ${bullet}`, { indent: 8, gap: 2 });
  }
  out.write(content.footer, { size: 8, color: rgb(0.4, 0.4, 0.4), gap: 20 });
  return doc.save();
}
