/** @jest-environment node */
import { PDFDocument, PDFName } from 'pdf-lib';
import { parseGiftVoucherLimits, suggestedAmounts } from '@/lib/gift-vouchers/limits';
import { giftVoucherDocumentLinks, voucherAccess } from '@/lib/gift-vouchers/purchase';
import { buildGiftVoucherPdf } from '@/lib/pdf/gift-voucher';
import { pdfText } from '../../e2e/support/pdf-text';

const limits = { min_cents: 2500, max_cents: 200000, step_cents: 100, name_max_length: 80, message_max_length: 300, card_min_cents: 100 };

describe('gift voucher limits', () => {
  it('are read from the database answer, and anything else is refused rather than guessed', () => {
    expect(parseGiftVoucherLimits(limits)).toEqual({ minCents: 2500, maxCents: 200000, stepCents: 100, nameMaxLength: 80, messageMaxLength: 300, cardMinCents: 100 });
    expect(parseGiftVoucherLimits({ ...limits, step_cents: 0 })).toBeNull();
    expect(parseGiftVoucherLimits({ ...limits, min_cents: 300000 })).toBeNull();
    expect(parseGiftVoucherLimits({ ...limits, card_min_cents: '100' })).toBeNull();
    expect(parseGiftVoucherLimits(null)).toBeNull();
  });

  it('suggest the least amount and its doublings within the most, four at most', () => {
    expect(suggestedAmounts(parseGiftVoucherLimits(limits)!)).toEqual([25, 50, 100, 200]);
    expect(suggestedAmounts(parseGiftVoucherLimits({ ...limits, min_cents: 10000, max_cents: 30000 })!)).toEqual([100, 200]);
  });
});

describe('a voucher address', () => {
  const id = '0b5c3a9e-5d2a-4f4e-9a41-3f1e2a7b9c10';
  const key = 'a'.repeat(64);
  it('carries a voucher id and a 64-digit key, or nothing usable', () => {
    expect(voucherAccess({ voucher: id, key })).toEqual({ voucherId: id, key });
    expect(voucherAccess({ voucher: [id.toUpperCase()], key: [` ${key} `] })).toEqual({ voucherId: id, key });
    expect(voucherAccess({ voucher: id, key: 'a'.repeat(63) })).toBeNull();
    expect(voucherAccess({ voucher: 'x', key })).toBeNull();
    expect(voucherAccess({ key })).toBeNull();
  });

  it('of the PDF comes from the route table in each language', () => {
    expect(giftVoucherDocumentLinks('https://shop.example')).toEqual({
      en: 'https://shop.example/en/gift-vouchers/voucher.pdf',
      es: 'https://shop.example/es/tarjetas-regalo/voucher.pdf',
    });
  });
});

describe('the PDF gift voucher', () => {
  it('is one A4 page in the language asked, with the recipient, value, code, message and how to use it', async () => {
    const bytes = await buildGiftVoucherPdf({
      lang: 'es', siteName: 'Altitud Adventures', siteUrl: 'https://shop.example', title: 'Tarjeta regalo', recipient: 'Para Íñigo',
      amountLabel: 'Valor', amount: '150 €', codeLabel: 'Código', code: 'GV-ABCD-EFGH-JKMN', message: '¡Feliz cumpleaños! '.repeat(12).trim(),
      howTo: 'Cómo usarla', steps: ['Elige un viaje.', 'Escribe el código.', 'No caduca.'], issued: 'Emitida el 3 de diciembre de 2026',
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Tarjeta regalo GV-ABCD-EFGH-JKMN');
    expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(es)');
    const text = pdfText(Buffer.from(bytes));
    for (const line of ['Para Íñigo', 'Valor', '150 €', 'Código', 'GV-ABCD-EFGH-JKMN', '“¡Feliz cumpleaños!', 'Cómo usarla', '1. Elige un viaje.', '3. No caduca.', 'Emitida el 3 de diciembre de 2026']) {
      expect(text).toContain(line);
    }
  });
});
