import { serializeJsonLd, type JsonLdNode } from '@/domain/seo/json-ld';

/** Structured data for search engines; a server component, so it adds no JavaScript to the page. */
export function JsonLd({ data }: { data: JsonLdNode | readonly JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      // Escaped by serializeJsonLd; React would otherwise HTML-escape the text and break the JSON.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
