import { getReviewSummary } from '@/lib/data/reviews';
import { storageUrl } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo/metadata';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { JsonLd } from './json-ld';

/** The shop as an Organization (TravelAgency), for the home page of each language, rated by its verified reviews. */
export async function OrganizationJsonLd({ lang }: { lang: Locale }) {
  const reviews = await getReviewSummary();
  return (
    <JsonLd
      data={organizationJsonLd({
        name: site.name,
        url: absoluteUrl(lang, '/'),
        logo: storageUrl(site.logo.full) ?? `${site.url}/`,
        email: site.email,
        phone: site.phone,
        sameAs: Object.values(site.social),
        rating: reviews.rating,
        reviewCount: reviews.count,
      })}
    />
  );
}
