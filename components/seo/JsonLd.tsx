import { serializeJsonLd, type JsonLdObject } from '@/lib/structured-data';

/** One schema.org object as a JSON-LD script; the post-export step keeps these on every page. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
