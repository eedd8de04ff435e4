/**
 * Drawings rendered to PNG at build time by next/og (Satori): the sharing image and the app
 * icons. Satori reads inline styles only, so colours come from app/tokens.css via colorToken.
 */
import { colorToken } from '@/lib/design-tokens';

/** The header logo's lemon slice with a mint leaf (components/layout/Logo.tsx), in the same 32-unit grid. */
export function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <circle cx="16" cy="16" r="15" fill={colorToken('color-lemon-500')} />
      <circle cx="16" cy="16" r="11.5" fill={colorToken('color-lemon-300')} />
      <path
        d="M16 16V5.5M16 16l9 5.2M16 16l-9 5.2"
        fill="none"
        stroke={colorToken('color-honey-500')}
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path d="M17.5 14.5c2-6 7-8.5 12-8-1 5.5-5.5 9-12 8z" fill={colorToken('color-mint-500')} />
    </svg>
  );
}

/** A square icon: the mark on a full-bleed mint field, inside the safe zone of maskable icons. */
export function AppIconArtwork({ size }: { size: number }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        background: colorToken('color-mint-700'),
      }}
    >
      <LogoMark size={Math.round(size * 0.62)} />
    </div>
  );
}

interface ShareCardProps {
  name: string;
  tagline: string;
  badges: readonly string[];
  host: string;
}

/** The 1200×630 link preview: wordmark, tagline and claims on the left, a large mark on the right. */
export function ShareCardArtwork({ name, tagline, badges, host }: ShareCardProps) {
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: colorToken('color-bg'),
        fontFamily: 'Fraunces',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          position: 'absolute',
          right: -120,
          top: -45,
          width: 720,
          height: 720,
          borderRadius: 360,
          background: colorToken('color-mint-100'),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <LogoMark size={440} />
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          width: 660,
          padding: '0 0 0 80px',
        }}
      >
        <div
          style={{
            fontSize: 136,
            fontWeight: 600,
            color: colorToken('color-mint-900'),
            lineHeight: 1,
            letterSpacing: -2,
          }}
        >
          {name}
        </div>
        <div style={{ marginTop: 28, fontSize: 40, fontWeight: 400, color: colorToken('color-text'), lineHeight: 1.3 }}>
          {tagline}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', marginTop: 40 }}>
          {badges.map((badge) => (
            <div
              key={badge}
              style={{
                marginRight: 14,
                marginBottom: 14,
                padding: '10px 22px',
                borderRadius: 999,
                background: colorToken('color-mint-700'),
                color: colorToken('color-text-inverse'),
                fontSize: 26,
                fontWeight: 600,
              }}
            >
              {badge}
            </div>
          ))}
        </div>
        <div style={{ marginTop: 24, fontSize: 28, fontWeight: 600, color: colorToken('color-mint-700') }}>{host}</div>
      </div>
    </div>
  );
}
