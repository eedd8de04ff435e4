import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // The art is hand-written SVG served as is: next/image has nothing to optimise in a static export.
      '@next/next/no-img-element': 'off',
      // Every page is its own static document and all but the two forms ship no router, so links
      // are plain <a>: next/link would only add prefetches and router work on the form pages.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // CommonJS is what Turbopack's loaders and Jest's transformers are loaded as.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      '.vercel/**',
      '.e2e-artifacts/**',
      'node_modules/**',
      'next-env.d.ts',
      'coverage/**',
    ],
  },
];

export default config;
