import type { JsonLdObject } from '@/lib/seo/json-ld';

export interface CourseJsonLdInput {
  url: string;
  name: string;
  description: string;
  image: string | null;
  lang: string;
  providerName: string;
  providerUrl: string;
  priceCents: number | null;
  available: boolean;
  instructor: string | null;
  workloadMinutes: number;
}

/** schema.org Course with its offer (price in euros) and an online instance, as search engines read it. */
export function courseJsonLd(input: CourseJsonLdInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: input.lang,
    ...(input.image ? { image: input.image } : {}),
    provider: { '@type': 'Organization', name: input.providerName, sameAs: input.providerUrl },
    ...(input.priceCents !== null
      ? {
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: (input.priceCents / 100).toFixed(2),
            priceCurrency: 'EUR',
            url: input.url,
            availability: input.available ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
          },
        }
      : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `PT${Math.max(1, input.workloadMinutes)}M`,
      ...(input.instructor ? { instructor: { '@type': 'Person', name: input.instructor } } : {}),
    },
  };
}
