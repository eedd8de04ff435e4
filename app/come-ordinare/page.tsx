import { SiteShell } from '@/components/layout/SiteShell';
import { PageIntro } from '@/components/sections/PageIntro';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

// Scaffold: the page's real content is issue #3.
export const metadata = pageMetadata('/come-ordinare');

export default function Page() {
  const page = pages['/come-ordinare'];
  return (
    <SiteShell currentPath="/come-ordinare">
      <PageIntro title={page.title} lead={page.description} />
    </SiteShell>
  );
}
