import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi, wrapText } from './text';

/** What a certificate prints, already translated by the caller (the learner's language). */
export interface CertificateContent {
  lang: 'en' | 'es';
  siteName: string;
  title: string;
  /** The words before the learner's name ("This certifies that") and after it ("has completed ..."). */
  body: string;
  learner: string;
  completed: string;
  course: string;
  details: string;
  date: string;
  instructor: string | null;
}

const LANDSCAPE_A4: [number, number] = [841.89, 595.28];
const BRAND = rgb(0.094, 0.353, 0.29);

/** A one-page landscape certificate of completion. */
export async function buildCourseCertificate(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${content.title}: ${content.course}`));
  doc.setAuthor(winAnsi(content.siteName));
  doc.setLanguage(content.lang);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(LANDSCAPE_A4);
  const [width, height] = LANDSCAPE_A4;
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: BRAND, borderWidth: 3 });
  let y = height - 110;
  const centered = (text: string, size: number, font = regular, color = rgb(0.1, 0.1, 0.1), gap = 0) => {
    y -= gap;
    for (const line of wrapText(winAnsi(text), font, size, width - 160)) {
      page.drawText(line, { x: (width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
      y -= size * 1.35;
    }
  };
  centered(content.siteName, 14, bold, BRAND);
  centered(content.title, 32, bold, rgb(0.1, 0.1, 0.1), 20);
  centered(content.body, 14, regular, rgb(0.2, 0.2, 0.2), 24);
  centered(content.learner, 28, bold, BRAND, 6);
  centered(content.completed, 14, regular, rgb(0.2, 0.2, 0.2), 2);
  centered(content.course, 22, bold, rgb(0.1, 0.1, 0.1), 10);
  centered(content.details, 12, regular, rgb(0.3, 0.3, 0.3), 8);
  centered(content.date, 12, regular, rgb(0.3, 0.3, 0.3), 16);
  if (content.instructor) centered(content.instructor, 12, bold, rgb(0.3, 0.3, 0.3), 4);
  return doc.save();
}
