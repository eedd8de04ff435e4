import { SiteShell } from '@/components/layout/SiteShell';
import { StatusNotice } from '@/components/sections/StatusNotice';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { aliasPages, aliasPageText } from '@/content/aliases';
import { aliases, type Alias } from '@/content/routes';

/**
 * An old address: the host's redirect normally answers first; without it, the meta refresh
 * (hoisted into <head> by React) moves the browser on even with JavaScript off, and the link
 * is there if neither works.
 */
export function AliasRedirect({ alias }: { alias: Alias }) {
  const page = aliasPages[alias];
  const target = aliases[alias];
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <StatusNotice title={page.heading} text={aliasPageText}>
        <ButtonLink href={target} size="lg">
          {page.linkLabel}
        </ButtonLink>
      </StatusNotice>
    </>
  );
}

/** The page of an old address (app/privacy-policy, app/termini-condizioni): in no menu. */
export const aliasPage = (alias: Alias) =>
  function Page() {
    return (
      <SiteShell currentPath={null}>
        <AliasRedirect alias={alias} />
      </SiteShell>
    );
  };
