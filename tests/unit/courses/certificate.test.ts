import { PDFDocument } from 'pdf-lib';
import { buildCourseCertificate } from '@/lib/pdf/course-certificate';

describe('course certificate PDF', () => {
  test.each(['en', 'es'] as const)('one landscape page in %s, titled with the course, accents kept', async (lang) => {
    const bytes = await buildCourseCertificate({
      lang, siteName: 'Altitud Adventures', title: lang === 'es' ? 'Certificado de finalización' : 'Certificate of completion',
      body: '...', learner: 'Íñigo Núñez', completed: '...', course: 'Navegación en montaña', details: '24 lessons, 3 h 5 min', date: '23/11/2026', instructor: 'Marta Vidal',
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const [page] = doc.getPages();
    expect(page!.getWidth()).toBeGreaterThan(page!.getHeight());
    expect(doc.getTitle()).toContain('Navegación en montaña');
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
