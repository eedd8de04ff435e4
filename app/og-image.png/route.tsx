import { renderShareImage } from '@/lib/brand-images';

// Rendered once at build time and exported as out/og-image.png.
export const dynamic = 'force-static';

export function GET() {
  return renderShareImage();
}
