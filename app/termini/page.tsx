import { SiteShell } from '@/components/layout/SiteShell';
import { LegalDocumentView } from '@/components/sections/LegalDocumentView';
import { legalDocuments } from '@/content/pages/legal';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/termini');

export default function Page() {
  return (
    <SiteShell currentPath="/termini">
      <LegalDocumentView document={legalDocuments['/termini']} />
    </SiteShell>
  );
}
