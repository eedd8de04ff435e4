import { SiteShell } from '@/components/layout/SiteShell';
import { AliasRedirect } from '@/components/sections/AliasRedirect';
import { aliasMetadata } from '@/lib/alias-metadata';

export const metadata = aliasMetadata('/termini-condizioni');

export default function Page() {
  return (
    <SiteShell currentPath={null}>
      <AliasRedirect alias="/termini-condizioni" />
    </SiteShell>
  );
}
