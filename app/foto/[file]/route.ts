import { renderPhotoVersion } from '@/lib/photo-versions';
import { photoVersions } from '@/lib/site-photos';

// The versions of the content's photos (lib/photos.ts), made at build time with sharp and exported
// as out/foto/<photo>-<place>-<width>.<avif|webp>; no other file name exists. The originals stay
// in content/foto and are never published.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  const files = photoVersions().map(({ file }) => ({ file }));
  // A static export needs at least one file per route: without photos, a placeholder that no page
  // uses and the post-export step removes (scripts/postbuild/unpublished.mjs).
  return files.length > 0 ? files : [{ file: 'nessuna-foto.avif' }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const version = photoVersions().find((candidate) => candidate.file === file);
  if (!version) return new Response(null, { status: 404 });
  const body = await renderPhotoVersion(version);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': `image/${version.format}` } });
}
