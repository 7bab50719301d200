import { availabilityKind, availabilityLabel, schemaAvailability } from '@/lib/booking/availability';

const texts = { spotsLeft: (n: number) => `${n} spots left`, lastSpot: '1 spot left', soldOut: 'Sold out', cancelled: 'Cancelled' };

describe('departure availability', () => {
  it.each([
    ['sold_out', 0, 'Sold out', 'https://schema.org/SoldOut'],
    ['last_spot', 1, '1 spot left', 'https://schema.org/LimitedAvailability'],
    ['available', 2, '2 spots left', 'https://schema.org/InStock'],
    ['available', 12, '12 spots left', 'https://schema.org/InStock'],
    ['cancelled', 6, 'Cancelled', 'https://schema.org/Discontinued'],
  ])('%s with %p places left', (value, left, label, schema) => {
    const kind = availabilityKind(value);
    expect(kind).toBe(value);
    expect(availabilityLabel(kind, left, texts)).toBe(label);
    expect(schemaAvailability(kind)).toBe(schema);
  });

  it.each([null, undefined, '', 'open', 'SOLD_OUT'])('treats an unknown value %p as sold out, never as bookable', (value) => {
    expect(availabilityKind(value)).toBe('sold_out');
  });
});
