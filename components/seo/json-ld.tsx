import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/** Structured data for search engines, as one <script type="application/ld+json">. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
