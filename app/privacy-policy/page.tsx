import { SiteShell } from '@/components/layout/SiteShell';
import { AliasRedirect } from '@/components/sections/AliasRedirect';
import { aliasMetadata } from '@/lib/alias-metadata';

export const metadata = aliasMetadata('/privacy-policy');

export default function Page() {
  return (
    <SiteShell currentPath={null}>
      <AliasRedirect alias="/privacy-policy" />
    </SiteShell>
  );
}
