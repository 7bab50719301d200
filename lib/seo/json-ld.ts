import { schemaAvailability, type AvailabilityKind } from '@/lib/booking/availability';
import { guaranteeState } from '@/lib/booking/guarantee';
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
  guaranteed: boolean;
  travellersNeeded: number;
  minGroupSize: number;
}

/** How an offer states whether its departure is guaranteed to run, in the page's language. */
export interface GuaranteeJsonLdTexts {
  /** The property's name, and the offer's description once guaranteed: "Guaranteed to run". */
  guaranteed: string;
  /** The description before: "Not guaranteed yet: guaranteed to run once 4 travellers have paid (2 more needed)." */
  notYet: (count: number, min: number) => string;
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
  guaranteeTexts: GuaranteeJsonLdTexts;
}

/**
 * Whether an offer's departure is guaranteed to run. schema.org has no property for it, so it is said twice, honestly:
 * a sentence in the offer's description (what a reader or a search engine's snippet shows), and an additionalProperty
 * (a PropertyValue with a stable propertyID and a true or false value) that a program can read without parsing words.
 * Neither claims more than the database: a departure not guaranteed yet says how many more paid travellers it needs.
 */
function guaranteeOffer(d: JsonLdDeparture, texts: GuaranteeJsonLdTexts): Record<string, unknown> {
  const state = guaranteeState(d, d.availability === 'cancelled');
  if (!state) return {};
  return {
    description: state.kind === 'guaranteed' ? texts.guaranteed : texts.notYet(state.count, d.minGroupSize),
    additionalProperty: { '@type': 'PropertyValue', propertyID: 'guaranteedDeparture', name: texts.guaranteed, value: state.kind === 'guaranteed' },
  };
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
    ...guaranteeOffer(d, input.guaranteeTexts),
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
