/**
 * A recipe's generated pictures, drawn by next/og (Satori) from the recipe's own drawing: the
 * drawing cropped to a ratio, and the link preview with the recipe's name. Inline styles only
 * (Satori reads nothing else); colours from app/tokens.css.
 */
import { colorToken } from '@/lib/design-tokens';
import { LogoMark } from './BrandArtwork';

interface DrawingProps {
  /** The drawing as a data: URL. */
  src: string;
  /** Its own size, for the crop. */
  natural: { width: number; height: number };
  width: number;
  height: number;
}

/** The drawing scaled to cover a width × height box and centred in it, like object-fit: cover. */
export function CroppedDrawing({ src, natural, width, height }: DrawingProps) {
  const scale = Math.max(width / natural.width, height / natural.height);
  const drawnWidth = Math.round(natural.width * scale);
  const drawnHeight = Math.round(natural.height * scale);
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width,
        height,
        overflow: 'hidden',
        background: colorToken('color-bg'),
      }}
    >
      <img
        src={src}
        alt=""
        width={drawnWidth}
        height={drawnHeight}
        style={{
          position: 'absolute',
          left: Math.round((width - drawnWidth) / 2),
          top: Math.round((height - drawnHeight) / 2),
        }}
      />
    </div>
  );
}

interface RecipeShareProps {
  drawing: Omit<DrawingProps, 'width' | 'height'>;
  brand: string;
  category: string;
  name: string;
  /** "20 minuti · 4 persone" */
  facts: string;
  host: string;
  width: number;
  height: number;
}

/** The 1200×630 link preview of a recipe: brand, category, name and times on the left, the dish on the right. */
export function RecipeShareArtwork({ drawing, brand, category, name, facts, host, width, height }: RecipeShareProps) {
  const textWidth = width - height;
  return (
    <div style={{ display: 'flex', width, height, background: colorToken('color-bg'), fontFamily: 'Fraunces' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: textWidth,
          padding: '56px 48px 52px 64px',
          borderTop: `12px solid ${colorToken('color-lemon-500')}`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <LogoMark size={56} />
          <div style={{ marginLeft: 16, fontSize: 40, fontWeight: 600, color: colorToken('color-mint-900') }}>
            {brand}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex' }}>
            <div
              style={{
                padding: '6px 20px',
                borderRadius: 999,
                background: colorToken('color-mint-100'),
                color: colorToken('color-mint-900'),
                fontSize: 26,
                fontWeight: 600,
              }}
            >
              {category}
            </div>
          </div>
          <div
            style={{
              marginTop: 20,
              fontSize: name.length > 28 ? 54 : 64,
              fontWeight: 600,
              lineHeight: 1.1,
              letterSpacing: -1,
              color: colorToken('color-text'),
            }}
          >
            {name}
          </div>
          <div style={{ marginTop: 22, fontSize: 30, color: colorToken('color-ginger-700') }}>{facts}</div>
        </div>
        <div style={{ fontSize: 26, fontWeight: 600, color: colorToken('color-mint-700') }}>{host}</div>
      </div>
      <CroppedDrawing {...drawing} width={height} height={height} />
    </div>
  );
}
