export interface AppIcon {
  file: string;
  size: number;
}

/** The web app manifest's PNG icons (app/icons/[file]/route.tsx); the large one is also the logo in the structured data. */
export const manifestIcons = {
  small: { file: 'icon-192.png', size: 192 },
  large: { file: 'icon-512.png', size: 512 },
} as const satisfies Record<string, AppIcon>;

/** The apple-touch-icon (app/apple-icon.tsx), linked by Next.js next to the favicon app/icon.svg. */
export const appleTouchIcon = { file: 'apple-touch-icon.png', size: 180 } as const satisfies AppIcon;

export function manifestIconPath(icon: AppIcon): string {
  return `/icons/${icon.file}`;
}

/** The icon's size as HTML's sizes attribute and the manifest write it: "192x192". */
export function iconSizes(icon: AppIcon): string {
  return `${icon.size}x${icon.size}`;
}

/** The sharing image (app/og-image.png/route.tsx), 1200×630 as Open Graph and X recommend. */
export const shareImage = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;
