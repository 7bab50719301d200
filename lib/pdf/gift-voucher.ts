import { StandardFonts } from 'pdf-lib';
import { A4, BRAND, MARGIN, MUTED, startA4Document } from './writer';

/** What the PDF gift voucher prints, already translated and formatted by the caller (in the page's language). */
export interface GiftVoucherPdfContent {
  lang: 'en' | 'es';
  siteName: string;
  siteUrl: string;
  title: string;
  /** "For Ana", or null when the buyer named nobody. */
  recipient: string | null;
  amountLabel: string;
  amount: string;
  codeLabel: string;
  code: string;
  message: string | null;
  howTo: string;
  steps: string[];
  issued: string;
}

/**
 * A one-page A4 voucher to print or give: the shop, who it is for, its value and code (in a fixed-width face, so
 * every character reads unambiguously), the buyer's message, and how to use it.
 */
export async function buildGiftVoucherPdf(content: GiftVoucherPdfContent): Promise<Uint8Array> {
  const { doc, w } = await startA4Document({ title: `${content.title} ${content.code}`, author: content.siteName, lang: content.lang });
  const [italic, code] = await Promise.all([doc.embedFont(StandardFonts.HelveticaOblique), doc.embedFont(StandardFonts.CourierBold)]);
  const [width, height] = A4;
  w.page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: BRAND, borderWidth: 3 });

  w.text(content.siteName, { size: 12, font: w.bold, color: BRAND });
  w.y -= 10;
  w.text(content.title, { size: 30, font: w.bold });
  if (content.recipient) {
    w.y -= 4;
    w.text(content.recipient, { size: 18, font: w.bold, color: BRAND });
  }
  w.rule(16);
  w.text(content.amountLabel, { size: 10, color: MUTED });
  w.text(content.amount, { size: 34, font: w.bold });
  w.y -= 8;
  w.text(content.codeLabel, { size: 10, color: MUTED });
  w.text(content.code, { size: 24, font: code });
  if (content.message) {
    w.y -= 12;
    w.text(`“${content.message}”`, { size: 13, font: italic });
  }
  w.rule(16);
  w.text(content.howTo, { size: 12, font: w.bold });
  w.y -= 2;
  content.steps.forEach((step, i) => {
    w.text(`${i + 1}. ${step}`, { size: 10 });
    w.y -= 3;
  });
  w.y = Math.min(w.y, MARGIN + 30);
  w.text(content.issued, { size: 9, color: MUTED });
  w.text(content.siteUrl, { size: 9, color: MUTED });
  return doc.save();
}
