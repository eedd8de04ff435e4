import { manifestIcons } from '@/lib/app-icons';
import { renderAppIcon } from '@/lib/brand-images';

// Rendered at build time and exported as out/icons/<file>.png; no other file name exists.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.values(manifestIcons).map((icon) => ({ file: icon.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = Object.values(manifestIcons).find((candidate) => candidate.file === file);
  if (!icon) return new Response(null, { status: 404 });
  return renderAppIcon(icon);
}
