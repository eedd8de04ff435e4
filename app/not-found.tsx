import { SiteShell } from '@/components/layout/SiteShell';
import { PageIntro } from '@/components/sections/PageIntro';

// Scaffold: the real 404 page is issue #3.
export default function NotFound() {
  return (
    <SiteShell currentPath={null}>
      <PageIntro title="Oops! Page not found" />
    </SiteShell>
  );
}
