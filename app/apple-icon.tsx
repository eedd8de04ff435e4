import { appleTouchIcon } from '@/lib/app-icons';
import { renderAppIcon } from '@/lib/brand-images';

// Rendered at build time. The id gives the exported file its .png name
// (out/apple-icon/apple-touch-icon.png), so any host serves it as an image.
export const dynamic = 'force-static';

export function generateImageMetadata() {
  const { file, size } = appleTouchIcon;
  return [{ id: file, contentType: 'image/png', size: { width: size, height: size } }];
}

export default function AppleIcon() {
  return renderAppIcon(appleTouchIcon);
}
