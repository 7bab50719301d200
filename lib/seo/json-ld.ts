import { schemaAvailability, type AvailabilityKind } from '@/lib/booking/availability';
import type { Locale } from '@/lib/i18n/routing';

/** Builders of schema.org JSON-LD: plain data in, plain objects out, so they are unit-tested without rendering. */
export type JsonLdObject = { '@context'?: string; '@type': string | string[] } & Record<string, unknown>;

export interface JsonLdDeparture {
  id: number;
  startDate: string;
  endDate: string;
  /** The price a traveller pays (after discount), per person. */
  unitPriceCents: number;
  availability: AvailabilityKind;
}

export interface TripJsonLdInput {
  lang: Locale;
  url: string;
  name: string;
  description: string;
  images: string[];
  sku: string;
  brand: string;
  destination: string | null;
  durationDays: number | null;
  rating: number | null;
  reviewCount: number | null;
  /** The trip's "from" price after discount, per person. */
  priceFromCents: number;
  /** Departures already filtered to scheduled ones. */
  departures: JsonLdDeparture[];
  itinerary: string[];
  /** ISO date (YYYY-MM-DD): departures before it are not offered. */
  today: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** A trip as Product + TouristTrip: one EUR offer per future departure, and the aggregate rating when reviewed. */
export function tripJsonLd(input: TripJsonLdInput): JsonLdObject {
  const future = input.departures.filter((d) => d.startDate >= input.today);
  const offers = future.map((d) => ({
    '@type': 'Offer',
    url: `${input.url}#departures`,
    sku: `${input.sku}-${d.id}`,
    price: euros(d.unitPriceCents),
    priceCurrency: 'EUR',
    availability: schemaAvailability(d.availability),
    validFrom: input.today,
    availabilityStarts: d.startDate,
    availabilityEnds: d.endDate,
  }));
  const data: JsonLdObject = {
    '@context': 'https://schema.org',
    '@type': ['Product', 'TouristTrip'],
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: input.lang,
    sku: input.sku,
    image: input.images,
    brand: { '@type': 'Brand', name: input.brand },
    touristType: 'Adventure',
    offers:
      offers.length > 0
        ? offers
        : [{ '@type': 'Offer', url: input.url, price: euros(input.priceFromCents), priceCurrency: 'EUR', availability: 'https://schema.org/PreOrder' }],
  };
  if (input.durationDays) data.duration = `P${input.durationDays}D`;
  if (input.destination) data.contentLocation = { '@type': 'Place', name: input.destination };
  if (input.itinerary.length > 0) {
    data.itinerary = {
      '@type': 'ItemList',
      itemListElement: input.itinerary.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })),
    };
  }
  if (input.reviewCount && input.reviewCount > 0 && input.rating) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: input.rating, reviewCount: input.reviewCount, bestRating: 5, worstRating: 1 };
  }
  return data;
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export interface OrganizationInput {
  name: string;
  url: string;
  logo: string;
  email: string;
  phone: string;
  sameAs: string[];
  rating: number;
  reviewCount: number;
}

export function organizationJsonLd(input: OrganizationInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'TravelAgency'],
    name: input.name,
    url: input.url,
    logo: input.logo,
    email: input.email,
    telephone: input.phone,
    sameAs: input.sameAs,
    // The shop's published verified reviews; none yet, no rating (an AggregateRating of 0 reviews is invalid).
    ...(input.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: input.rating, reviewCount: input.reviewCount, bestRating: 5 } }
      : {}),
  };
}

/** JSON for a <script> element: `<` escaped so no text can close the element early. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface BlogPostingInput {
  lang: Locale;
  url: string;
  headline: string;
  description: string;
  image: string | null;
  author: string | null;
  datePublished: string;
  publisher: { name: string; url: string; logo: string | null };
}

/** A blog post as BlogPosting, published by the shop (with its logo). */
export function blogPostingJsonLd(input: BlogPostingInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    headline: input.headline,
    description: input.description,
    inLanguage: input.lang,
    datePublished: input.datePublished,
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.author ? { author: { '@type': 'Person', name: input.author } } : {}),
    publisher: {
      '@type': 'Organization',
      name: input.publisher.name,
      url: input.publisher.url,
      ...(input.publisher.logo ? { logo: { '@type': 'ImageObject', url: input.publisher.logo } } : {}),
    },
  };
}

/** An inspiring place as a TouristAttraction in its country. */
export function placeJsonLd(input: { url: string; name: string; description: string | null; image: string | null; country: string | null }): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.country ? { containedInPlace: { '@type': 'Country', name: input.country } } : {}),
  };
}
