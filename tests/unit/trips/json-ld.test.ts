import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, tripJsonLd, type TripJsonLdInput } from '@/lib/seo/json-ld';

const base: TripJsonLdInput = {
  lang: 'es',
  url: 'https://shop.example/es/travel/1/trek',
  name: 'Trek',
  description: 'Un trek',
  images: ['https://img.example/a.jpg'],
  sku: 'trip-1',
  brand: 'Altitud',
  destination: 'Nepal',
  durationDays: 10,
  rating: 4.7,
  reviewCount: 3,
  priceFromCents: 150000,
  itinerary: ['Llegada', 'Trek'],
  today: '2026-11-22',
  departures: [
    { id: 1, startDate: '2026-08-16', endDate: '2026-08-25', unitPriceCents: 169000, availability: 'available', guaranteed: true, travellersNeeded: 0, minGroupSize: 4 },
    { id: 2, startDate: '2026-12-06', endDate: '2026-12-15', unitPriceCents: 169000, availability: 'last_spot', guaranteed: true, travellersNeeded: 0, minGroupSize: 4 },
    { id: 3, startDate: '2027-01-30', endDate: '2027-02-08', unitPriceCents: 211050, availability: 'sold_out', guaranteed: false, travellersNeeded: 1, minGroupSize: 4 },
    { id: 4, startDate: '2027-03-01', endDate: '2027-03-10', unitPriceCents: 144000, availability: 'available', guaranteed: false, travellersNeeded: 3, minGroupSize: 4 },
  ],
  guaranteeTexts: { guaranteed: 'Salida garantizada', notYet: (count, min) => `Aún no garantizada: con ${min} viajeros (faltan ${count}).` },
};

describe('tripJsonLd', () => {
  const data = tripJsonLd(base);
  const offers = data.offers as { price: string; priceCurrency: string; availability: string; sku: string }[];

  it('is a Product and a TouristTrip', () => {
    expect(data['@type']).toEqual(['Product', 'TouristTrip']);
    expect(data['@context']).toBe('https://schema.org');
    expect(data.duration).toBe('P10D');
  });

  it('offers each future departure in EUR with its availability, never past ones', () => {
    expect(offers.map((o) => o.sku)).toEqual(['trip-1-2', 'trip-1-3', 'trip-1-4']);
    expect(offers.map((o) => o.price)).toEqual(['1690.00', '2110.50', '1440.00']);
    expect(offers.every((o) => o.priceCurrency === 'EUR')).toBe(true);
    expect(offers.map((o) => o.availability)).toEqual([
      'https://schema.org/LimitedAvailability',
      'https://schema.org/SoldOut',
      'https://schema.org/InStock',
    ]);
  });

  it('says in each offer whether its departure is guaranteed to run, in words and as a property', () => {
    const guarantee = (data.offers as { description: string; additionalProperty: unknown }[]).map((o) => [o.description, o.additionalProperty]);
    const property = (value: boolean) => ({ '@type': 'PropertyValue', propertyID: 'guaranteedDeparture', name: 'Salida garantizada', value });
    expect(guarantee).toEqual([
      ['Salida garantizada', property(true)],
      ['Aún no garantizada: con 4 viajeros (faltan 1).', property(false)],
      ['Aún no garantizada: con 4 viajeros (faltan 3).', property(false)],
    ]);
  });

  it('carries the aggregate rating only when there are reviews', () => {
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(tripJsonLd({ ...base, reviewCount: 0 }).aggregateRating).toBeUndefined();
  });

  it('falls back to the "from" price when no departure is scheduled', () => {
    const none = tripJsonLd({ ...base, departures: [] }).offers as { price: string }[];
    expect(none).toHaveLength(1);
    expect(none[0]?.price).toBe('1500.00');
  });
});

describe('other JSON-LD', () => {
  it('numbers breadcrumb items from 1', () => {
    const crumbs = breadcrumbJsonLd([{ name: 'Inicio', url: 'https://x/es' }, { name: 'Trek', url: 'https://x/es/t' }]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://x/es' },
      { '@type': 'ListItem', position: 2, name: 'Trek', item: 'https://x/es/t' },
    ]);
  });

  it('describes the organization with its rating', () => {
    const org = organizationJsonLd({ name: 'A', url: 'https://a', logo: 'https://a/l.svg', email: 'e@a', phone: '+34', sameAs: ['https://fb'], rating: 4.8, reviewCount: 1123 });
    expect(org['@type']).toContain('Organization');
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 1123 });
    expect(organizationJsonLd({ name: 'A', url: 'https://a', logo: 'https://a/l.svg', email: 'e@a', phone: '+34', sameAs: [], rating: 0, reviewCount: 0 }).aggregateRating).toBeUndefined();
  });

  it('serializes without a way to close the script element', () => {
    const text = serializeJsonLd(breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>', url: 'https://x' }]));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
