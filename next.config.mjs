/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Clean URLs: /prodotto is exported as out/prodotto.html and served without the extension.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
