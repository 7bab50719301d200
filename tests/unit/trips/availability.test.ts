import { availabilityLabel, availabilityOf, schemaAvailability } from '@/components/trips/availability';

const texts = { spotsLeft: (n: number) => `${n} spots left`, lastSpot: '1 spot left', soldOut: 'Sold out' };

describe('departure availability (SPEC 4)', () => {
  it.each([
    [null, 'sold_out', 'Sold out', 'https://schema.org/SoldOut'],
    [-1, 'sold_out', 'Sold out', 'https://schema.org/SoldOut'],
    [0, 'sold_out', 'Sold out', 'https://schema.org/SoldOut'],
    [1, 'last_spot', '1 spot left', 'https://schema.org/LimitedAvailability'],
    [2, 'available', '2 spots left', 'https://schema.org/InStock'],
    [12, 'available', '12 spots left', 'https://schema.org/InStock'],
  ])('%p places left is %s', (left, kind, label, schema) => {
    expect(availabilityOf(left)).toBe(kind);
    expect(availabilityLabel(left, texts)).toBe(label);
    expect(schemaAvailability(left)).toBe(schema);
  });
});
