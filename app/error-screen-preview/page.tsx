'use client';

import ErrorPage from '../error';

/** A sample of what the screen shows after its headline: an HTTP status, as a routing failure has. */
const sampleError = { status: 500, statusText: 'Internal Server Error' };

/**
 * The error screen exactly as app/error.tsx draws it, as a page of its own: for a look at it in
 * `next dev`, and for e2e/error-screen.e2e.ts, which draws its markup into every page type. The
 * build never publishes it (scripts/postbuild/unpublished.mjs sets it aside).
 */
export default function ErrorScreenPreview() {
  return <ErrorPage error={sampleError} reset={() => window.location.reload()} />;
}
