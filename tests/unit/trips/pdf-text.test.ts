import { PDFDocument, StandardFonts } from 'pdf-lib';
import { winAnsi, wrapText } from '@/lib/pdf/text';
import { buildTripNotes } from '@/lib/pdf/trip-notes';

describe('trip notes PDF text', () => {
  it('keeps Spanish and euro text, folds or replaces what the standard fonts cannot encode', () => {
    expect(winAnsi('Año, montaña — 1.690 €')).toBe('Año, montaña — 1.690 €');
    expect(winAnsi('Łódź Erdős')).toBe('?ódz Erdos');
    expect(winAnsi('富士山 ≈')).toBe('??? ?');
  });

  it('wraps to the width and keeps paragraphs', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText('one two three four five six\nseven', font, 10, 60);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.at(-1)).toBe('seven');
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
  });

  it('builds a PDF with pages for long content', async () => {
    const pdf = await buildTripNotes({
      lang: 'es', siteName: 'Altitud', title: 'Trekking ñandú', url: 'https://x/es/travel/1/t', footer: 'Pie',
      facts: [['Destino', 'Nepal']],
      sections: [{ heading: 'Itinerario', bullets: Array.from({ length: 120 }, (_, i) => `Día ${i + 1}: caminata`) }],
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
  });
});
