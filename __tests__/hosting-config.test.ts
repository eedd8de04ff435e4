/** @jest-environment node */
import { aliases, routes } from '@/content/routes';
import { contentSecurityPolicy, endpointOrigin, hostingConfig, redirectTable, type BuildFacts } from '@/deploy/hosting.config.mjs';
import { headersFile, netlifyToml, nginxConf, redirectsFile, staticServerJson, vercelJson } from '@/scripts/postbuild/hosting-formats.mjs';

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
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });
});

describe('one address per page', () => {
  const table = Object.fromEntries(redirectTable(site).map(({ from, to }) => [from, to]));

  it('every other spelling of a route answers 301 to it in one hop', () => {
    for (const route of routes.filter((route) => route !== '/')) {
      expect(table[`${route}/`]).toBe(route);
      expect(table[`${route}.html`]).toBe(route);
    }
    expect(table['/index']).toBe('/');
    expect(table['/index.html']).toBe('/');
  });

  it('every alias, and its other spellings, answer 301 to its route', () => {
    for (const [alias, route] of Object.entries(aliases)) {
      for (const spelling of [alias, `${alias}/`, `${alias}.html`]) expect(table[spelling]).toBe(route);
    }
  });

  it('no redirect leads to another redirect, off the site, or to a spelling with another letter case', () => {
    const canonical = new Set<string>(routes);
    for (const { from, to } of redirectTable(site)) {
      expect(canonical.has(to)).toBe(true);
      expect(from).toBe(from.toLowerCase());
    }
  });
});

describe('request rules (the same patterns in npm start and nginx)', () => {
  const rule = (name: 'badRequest' | 'notFound' | 'keptQuery' | 'safeTarget') => new RegExp(config.requestRules[name], 'i');

  it.each(['/a/../b', '/a/./b', '/%2e%2e/etc/passwd', '/art/.%2E/x', '/x/..', '/%00', '/a?x=%00', '/caf\u00e9', '/a\tb'])('400: %s', (target) => {
    expect(rule('badRequest').test(target)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/art%2flemon.svg', '/x%5Cy', '/prodotto//'])('404: %s', (target) => {
    expect(rule('notFound').test(target)).toBe(true);
  });

  it.each(['/', '/prodotto', '/art/lemon.svg', '/..a', '/a..', '/prodotto?x=//y', '/prodotto?next=/a/../b'])('served by the other rules: %s', (target) => {
    expect(rule('badRequest').test(target)).toBe(false);
    expect(rule('notFound').test(target)).toBe(false);
  });

  it('a redirect keeps a query of URL characters only', () => {
    expect(rule('keptQuery').test('utm_source=news&utm_medium=email')).toBe(true);
    expect(rule('keptQuery').test('a=%0d%0aSet-Cookie:%20x=1')).toBe(true);
    for (const unsafe of ['a="><script>', 'a=<b>', 'a=\u00e9', 'a=b c', "a=`b`"]) expect(rule('keptQuery').test(unsafe)).toBe(false);
  });
});

describe('generated host files', () => {
  const csp = config.securityHeaders['Content-Security-Policy'];

  it('server.json: the whole configuration, for npm start', () => {
    expect(JSON.parse(staticServerJson(config))).toEqual(config);
  });

  it('_redirects and netlify.toml: every redirect in one hop; Netlify forces them past the files and hides the 404 page', () => {
    const lines = redirectsFile(config).split('\n');
    expect(lines).toContain('/privacy-policy /privacy 301');
    expect(lines).toContain('/prodotto/ /prodotto 301');
    expect(lines).toContain('/prodotto.html /prodotto 301');
    expect(lines).toContain('/index.html / 301');
    const toml = netlifyToml(config);
    expect(toml).toContain('from = "/privacy-policy"\n  to = "/privacy"\n  status = 301\n  force = true');
    expect(toml).toContain('from = "/404"\n  to = "/404.html"\n  status = 404\n  force = true');
  });

  it('_headers: the policy for every path, Cache-Control set once per path, the manifest typed', () => {
    const text = headersFile(config, site);
    expect(text).toContain(`/*\n  Content-Security-Policy: ${csp}\n`);
    expect(text).toContain('  Cross-Origin-Resource-Policy: same-origin');
    expect(text).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(text).toContain('/benefici\n  Cache-Control: public, max-age=0, must-revalidate');
    expect(text).toContain('/manifest.webmanifest\n  Content-Type: application/manifest+json');
    expect(text.split('\n/*\n')[1].split('\n\n')[0]).not.toContain('Cache-Control');
  });

  it('vercel.json: a static project with the same redirects and headers', () => {
    const vercel = JSON.parse(vercelJson(config));
    expect(vercel).toMatchObject({ framework: null, outputDirectory: 'out', buildCommand: 'npm run build', cleanUrls: true });
    expect(vercel.redirects).toContainEqual({ source: '/privacy-policy', destination: '/privacy', statusCode: 301 });
    expect(vercel.redirects).toContainEqual({ source: '/termini/', destination: '/termini', statusCode: 301 });
    expect(vercel.headers[0].headers).toContainEqual({ key: 'Content-Security-Policy', value: csp });
  });

  describe('nginx', () => {
    const conf = nginxConf(config, { serverName: 'www.limenta.it' });

    it('loads on nginx 1.22: HTTP/2 on the listen line, not the "http2" directive of 1.25.1', () => {
      expect(conf).toContain('listen 443 ssl http2;');
      expect(conf).not.toMatch(/^\s*http2 on;/m);
    });

    it('sets every header once, at server level, always; no location has its own', () => {
      const [, ...servers] = conf.split(/\nserver \{/);
      for (const server of servers) expect(server).toContain(`add_header Content-Security-Policy "${csp}" always;`);
      for (const location of conf.split(/\n {2}location /).slice(1)) expect(location.split('\n  }')[0]).not.toContain('add_header');
      expect(conf).toContain('add_header Cache-Control "$limenta_cache_control" always;');
      expect(conf).toContain('add_header Allow "$limenta_allow" always;');
      expect(conf).toContain('server_tokens off;');
    });

    it('redirects to fixed, relative targets only: never the Host, never a decoded path', () => {
      expect(conf).toContain('absolute_redirect off;');
      expect(conf).toContain('location = /privacy-policy { return 301 /privacy$limenta_redirect_query; }');
      expect(conf).toContain('location = /prodotto/ { return 301 /prodotto$limenta_redirect_query; }');
      expect(conf).not.toMatch(/\$host|\$http_host|\$uri\$|\$clean/);
      for (const line of conf.split('\n').filter((candidate) => candidate.includes('return 301'))) {
        expect(line).toMatch(/return 301 (\/[^\s$]*\$limenta_redirect_query|\$limenta_https_target);/);
      }
    });

    it('applies the request rules to the raw request, and answers 405 to other methods (POST and OPTIONS only under /api/)', () => {
      expect(conf).toContain('if ($limenta_method_refused) { return 405; }');
      expect(conf).toContain('"~^(GET|HEAD) " 0;');
      expect(conf).toContain('"~^(POST|OPTIONS) /api/" 0;');
      expect(conf).toContain('if ($request_uri ~* ');
    });

    it('passes /api/ to the request service with the visitor’s address, never storing its answers or doubling a header', () => {
      const location = conf.split('\n  location ^~ /api/ {\n')[1].split('\n  }')[0];
      expect(location).toContain(`proxy_pass ${config.requestService.upstream};`);
      expect(location).toContain('proxy_set_header X-Real-IP $remote_addr;');
      expect(location).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      for (const header of [...Object.keys(config.securityHeaders), 'Cache-Control', 'Allow']) expect(location).toContain(`proxy_hide_header ${header};`);
      expect(conf).toContain('"~^[0-9]+ /api/" "no-store";');
      expect(conf).toContain('"~^405 /api/" "POST, OPTIONS";');
      expect(location).toContain('error_page 502 504 =503 @limenta_service_unavailable;');
    });
  });
});
