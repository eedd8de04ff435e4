import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/SiteShell';
import { StatusNotice } from '@/components/sections/StatusNotice';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { notFoundPage } from '@/content/errors';

// Next marks this page noindex by itself: null drops the demonstration site's robots of the
// layout (app/layout.tsx), which would be a second, identical tag.
export const metadata: Metadata = {
  title: notFoundPage.meta.title,
  description: notFoundPage.meta.description,
  robots: null,
};

/**
 * Logs the missing path from the browser, since a static host has no server log of ours.
 * A plain inline script (data-keep survives the post-export strip), not a client component.
 */
const logMissingPath = `console.error(${JSON.stringify(notFoundPage.consoleMessage)}, window.location.pathname);`;

export default function NotFound() {
  return (
    <SiteShell currentPath={null}>
      <StatusNotice title={notFoundPage.title} titleLang={notFoundPage.titleLang} text={notFoundPage.text}>
        <ButtonLink href="/" size="lg">
          {notFoundPage.homeLink}
        </ButtonLink>
      </StatusNotice>
      <script data-keep dangerouslySetInnerHTML={{ __html: logMissingPath }} />
    </SiteShell>
  );
}
