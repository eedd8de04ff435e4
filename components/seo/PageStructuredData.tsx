import { structuredDataFor } from '@/lib/page-structured-data';
import { JsonLd } from './JsonLd';

/** Every JSON-LD block of the page at `path` (see lib/page-structured-data.ts). */
export function PageStructuredData({ path }: { path: string | null }) {
  return structuredDataFor(path).map((data, index) => <JsonLd key={index} data={data} />);
}
