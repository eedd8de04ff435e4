import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { isDemoSite } from '@/lib/site-mode';
import '@/components/sections/errorScreenStyles';
import { fraunces } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.tagline,
  applicationName: site.name,
  // The demonstration site stays out of search results on every page; a page's own robots
  // (noindex, follow) replaces this one and keeps it out too.
  ...(isDemoSite() ? { robots: { index: false } } : {}),
};

export const viewport: Viewport = {
  themeColor: site.themeColor,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.language} className={fraunces.variable}>
      <body>{children}</body>
    </html>
  );
}
