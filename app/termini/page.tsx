import { SiteShell } from '@/components/layout/SiteShell';
import { PageIntro } from '@/components/sections/PageIntro';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

// Scaffold: the page's real content is issue #3.
export const metadata = pageMetadata('/termini');

export default function Page() {
  const page = pages['/termini'];
  return (
    <SiteShell currentPath="/termini">
      <PageIntro title={page.title} lead={page.description} />
    </SiteShell>
  );
}
