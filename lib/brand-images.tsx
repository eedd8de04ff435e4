import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { AppIconArtwork, ShareCardArtwork } from '@/components/seo/BrandArtwork';
import { claims } from '@/content/claims';
import { site } from '@/content/site';
import { shareImage, type AppIcon } from './app-icons';

/** Fraunces from @fontsource, read from disk: the build must not fetch fonts from anywhere. */
function fraunces(weight: 400 | 600) {
  const file = path.join(process.cwd(), 'node_modules/@fontsource/fraunces/files', `fraunces-latin-${weight}-normal.woff`);
  const data = readFileSync(file);
  return { name: 'Fraunces', data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer, weight, style: 'normal' as const };
}

/** How many claims fit on the sharing image in one or two rows. */
const SHARE_IMAGE_BADGES = 3;

export function renderShareImage(): ImageResponse {
  return new ImageResponse(
    (
      <ShareCardArtwork
        name={site.name}
        tagline={site.tagline}
        badges={claims.slice(0, SHARE_IMAGE_BADGES).map((claim) => claim.label)}
        host={new URL(site.url).host}
      />
    ),
    { width: shareImage.width, height: shareImage.height, fonts: [fraunces(400), fraunces(600)] },
  );
}

export function renderAppIcon(icon: AppIcon): ImageResponse {
  return new ImageResponse(<AppIconArtwork size={icon.size} />, { width: icon.size, height: icon.size });
}
