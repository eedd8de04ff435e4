import type { MetadataRoute } from 'next';
import { seo } from '@/content/seo';
import { site } from '@/content/site';
import { iconSizes, manifestIconPath, manifestIcons } from '@/lib/app-icons';
import { colorToken } from '@/lib/design-tokens';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const icons = Object.values(manifestIcons).map((icon) => ({
    src: manifestIconPath(icon),
    sizes: iconSizes(icon),
    type: 'image/png',
  }));
  return {
    name: seo.manifest.name,
    short_name: seo.manifest.shortName,
    description: seo.manifest.description,
    lang: site.language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site.themeColor,
    background_color: colorToken('color-bg'),
    // The artwork keeps the mark inside the maskable safe zone, so the same files serve both purposes.
    icons: [
      ...icons.map((icon) => ({ ...icon, purpose: 'any' as const })),
      ...icons.map((icon) => ({ ...icon, purpose: 'maskable' as const })),
    ],
  };
}
