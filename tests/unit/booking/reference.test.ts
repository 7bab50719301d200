import { normalizeReference } from '@/lib/booking/reference';
import { paymentBuckets } from '@/lib/booking/rate-limits';

/** Sixteen ways a traveller or a script can type one reference: case and spaces. */
const referenceVariants = [
  'BK-ABC123', 'bk-abc123', 'Bk-AbC123', 'bK-aBc123', ' BK-ABC123', 'BK-ABC123 ', '  bk-abc123\t', 'BK- ABC123',
  'BK-ABC 123', 'B K-ABC123', 'bk -abc123', 'BK-A B C 1 2 3', '\nBK-ABC123\n', 'bk-ABC123', 'BK-abc123', ' b k - a b c 1 2 3 ',
];

describe('normalizeReference', () => {
  it('reads 16 case and space variants as one reference', () => {
    expect(referenceVariants).toHaveLength(16);
    expect(new Set(referenceVariants.map(normalizeReference))).toEqual(new Set(['BK-ABC123']));
  });

  it('refuses what is not a reference', () => {
    for (const bad of ['', 'BK-ABC12', 'BK-ABC1234', 'BK_ABC123', 'XX-ABC123', 'BK-ÁBC123', 'BK-ABC12%', 'BK-ABC123'.repeat(10), 42, null]) {
      expect(normalizeReference(bad)).toBeNull();
    }
  });

  it('puts every variant in the same per-booking payment bucket', () => {
    expect(new Set(referenceVariants.map((typed) => paymentBuckets('client', typed).booking))).toEqual(new Set(['pay:booking:BK-ABC123']));
  });
});
