/** @jest-environment node */
import { aliases, routes } from '@/content/routes';
import { contentSecurityPolicy, endpointOrigin, hostingConfig, type BuildFacts } from '@/deploy/hosting.config.mjs';
import { headersFile, netlifyToml, nginxConf, redirectsFile, serveJson, vercelJson } from '@/scripts/postbuild/hosting-formats.mjs';

const site = { routes, aliases };
const facts: BuildFacts = {
  scriptHashes: ['sha256-AAAA'],
  contactEndpoint: 'https://forms.example.org/limenta/contatto',
};
const config = hostingConfig(facts, site);

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((part) => {
    const [name, ...values] = part.trim().split(/\s+/);
    return [name, values];
  }));
}

describe('Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy(facts));

  it('runs only our own scripts and the hashed inline ones, never inline or eval code', () => {
    expect(policy['script-src']).toEqual(["'self'", "'sha256-AAAA'"]);
  });

  it('talks and posts only to our origin and the contact endpoint, and cannot be framed', () => {
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://forms.example.org']);
    expect(policy['form-action']).toEqual(["'self'", 'https://forms.example.org']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('allows no other origin when no endpoint is configured', () => {
    const local = directives(contentSecurityPolicy({ ...facts, contactEndpoint: undefined }));
    expect(local['connect-src']).toEqual(["'self'"]);
    expect(local['form-action']).toEqual(["'self'"]);
  });

  it('loads nothing that could run code from anywhere else', () => {
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('contact endpoint', () => {
  it('accepts an https URL, a local test server or a path on this site', () => {
    expect(endpointOrigin('https://forms.example.org/x')).toBe('https://forms.example.org');
    expect(endpointOrigin('http://127.0.0.1:4229/contact')).toBe('http://127.0.0.1:4229');
    expect(endpointOrigin('/api/contatto')).toBeUndefined();
  });

  it('stops the build on a malformed or plain-http endpoint', () => {
    expect(() => endpointOrigin('forms.example.org')).toThrow('NEXT_PUBLIC_CONTACT_ENDPOINT');
    expect(() => endpointOrigin('http://forms.example.org/x')).toThrow('https');
  });
});

describe('security headers', () => {
  it('are the ones the site promises on every response', () => {
    expect(config.securityHeaders).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });
});

describe('generated host files', () => {
  const csp = config.securityHeaders['Content-Security-Policy'];

  it('serve.json: aliases 301, trailing slash off, headers everywhere, hashed files immutable', () => {
    const serve = JSON.parse(serveJson(config));
    expect(serve.trailingSlash).toBe(false);
    expect(serve.redirects).toEqual([
      { source: '/privacy-policy', destination: '/privacy', type: 301 },
      { source: '/termini-condizioni', destination: '/termini', type: 301 },
    ]);
    expect(serve.headers[0]).toEqual({ source: '**', headers: expect.arrayContaining([{ key: 'Content-Security-Policy', value: csp }]) });
    expect(serve.headers[1]).toEqual({ source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] });
  });

  it('_redirects and netlify.toml: every alias and every slashed route answer 301 in one hop', () => {
    const lines = redirectsFile(config, site).split('\n');
    expect(lines).toContain('/privacy-policy /privacy 301');
    expect(lines).toContain('/termini-condizioni /termini 301');
    expect(lines).toContain('/prodotto/ /prodotto 301');
    expect(lines).toContain('/privacy-policy/ /privacy 301');
    expect(netlifyToml(config)).toContain('from = "/privacy-policy"\n  to = "/privacy"\n  status = 301\n  force = true');
  });

  it('_headers: the policy for every path, Cache-Control set once per path', () => {
    const text = headersFile(config, site);
    expect(text).toContain(`/*\n  Content-Security-Policy: ${csp}\n`);
    expect(text).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(text).toContain('/benefici\n  Cache-Control: public, max-age=0, must-revalidate');
    expect(text.split('\n/*\n')[1].split('\n\n')[0]).not.toContain('Cache-Control');
  });

  it('vercel.json: a static project with the same redirects and headers', () => {
    const vercel = JSON.parse(vercelJson(config, site));
    expect(vercel).toMatchObject({ framework: null, outputDirectory: 'out', buildCommand: 'npm run build', cleanUrls: true });
    expect(vercel.redirects).toContainEqual({ source: '/privacy-policy', destination: '/privacy', statusCode: 301 });
    expect(vercel.redirects).toContainEqual({ source: '/termini/', destination: '/termini', statusCode: 301 });
    expect(vercel.headers[0].headers).toContainEqual({ key: 'Content-Security-Policy', value: csp });
  });

  it('nginx: the headers in every location, aliases and trailing slashes 301', () => {
    const conf = nginxConf(config, { serverName: 'www.limenta.it' });
    expect(conf).toContain('location = /privacy-policy {');
    expect(conf).toContain('return 301 /privacy;');
    expect(conf).toContain('return 301 $clean$is_args$args;');
    const locations = conf.split(/\n {2}location /).slice(1);
    expect(locations).toHaveLength(Object.keys(aliases).length + 3);
    for (const location of locations) expect(location).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(conf).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  });
});
