/** @jest-environment node */
import { aliases, routes } from '@/content/routes';
import {
  EDITING_PAGE,
  ONLINE_SITE,
  SERVICE_FOLDER,
  contentSecurityPolicy,
  endpointOrigin,
  hostingConfig,
  pagePolicy,
  redirectTable,
  teamAreaAnswerHeaders,
  type BuildFacts,
} from '@/deploy/hosting.config.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CLOUDFLARE_MISSING_TARGET,
  headersFile,
  nginxConf,
  redirectsFile,
  ruleFileHost,
  staticServerJson,
} from '@/scripts/postbuild/hosting-formats.mjs';
import { vercelConfig } from '@/scripts/postbuild/vercel-output.mjs';

const site = { routes, aliases };
const facts: BuildFacts = {
  scriptHashes: ['sha256-AAAA'],
  contactEndpoint: 'https://forms.example.org/limenta/contatto',
};
const config = hostingConfig(facts, site);

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
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
  const rule = (name: 'badRequest' | 'notFound' | 'keptQuery' | 'safeTarget') =>
    new RegExp(config.requestRules[name], 'i');

  it.each([
    '/a/../b',
    '/a/./b',
    '/%2e%2e/etc/passwd',
    '/art/.%2E/x',
    '/x/..',
    '/%00',
    '/a?x=%00',
    '/caf\u00e9',
    '/a\tb',
  ])('400: %s', (target) => {
    expect(rule('badRequest').test(target)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/art%2flemon.svg', '/x%5Cy', '/prodotto//'])(
    '404: %s',
    (target) => {
      expect(rule('notFound').test(target)).toBe(true);
    },
  );

  it.each(['/', '/prodotto', '/art/disegno.svg', '/..a', '/a..', '/prodotto?x=//y', '/prodotto?next=/a/../b'])(
    'served by the other rules: %s',
    (target) => {
      expect(rule('badRequest').test(target)).toBe(false);
      expect(rule('notFound').test(target)).toBe(false);
    },
  );

  it('a redirect keeps a query of URL characters only', () => {
    expect(rule('keptQuery').test('utm_source=news&utm_medium=email')).toBe(true);
    expect(rule('keptQuery').test('a=%0d%0aSet-Cookie:%20x=1')).toBe(true);
    for (const unsafe of ['a="><script>', 'a=<b>', 'a=\u00e9', 'a=b c', 'a=`b`'])
      expect(rule('keptQuery').test(unsafe)).toBe(false);
  });
});

describe('generated host files', () => {
  const csp = config.securityHeaders['Content-Security-Policy'];

  it('server.json: the whole configuration, for npm start', () => {
    expect(JSON.parse(staticServerJson(config))).toEqual(config);
  });

  it('_redirects and _headers are written in the dialect of the host that builds: Netlify’s when NETLIFY=true', () => {
    expect(ruleFileHost({ NETLIFY: 'true' })).toBe('netlify');
    expect(ruleFileHost({ CF_PAGES: '1' })).toBe('cloudflare');
    expect(ruleFileHost({})).toBe('cloudflare');
  });

  it('Cloudflare’s _redirects: every redirect, exact, in one hop; the hidden files rewritten to a missing address (its 404)', () => {
    const lines = redirectsFile(config, 'cloudflare').split('\n');
    expect(lines).toContain('/privacy-policy /privacy 301');
    expect(lines).toContain('/prodotto/ /prodotto 301');
    expect(lines).toContain('/prodotto.html /prodotto 301');
    expect(lines).toContain('/index.html / 301');
    expect(lines).toContain(`/404 ${CLOUDFLARE_MISSING_TARGET} 200`);
    expect(lines.filter((line) => line.includes('!'))).toEqual([]);
  });

  it('Netlify’s _redirects: forced past the files, no rule Netlify would match on its own target (no loop), the hidden files 404', () => {
    const lines = redirectsFile(config, 'netlify')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toContain('/privacy-policy /privacy 301!');
    expect(lines).toContain('/prodotto.html /prodotto 301!');
    expect(lines).toContain('/index / 301!');
    expect(lines).toContain('/404 /404.html 404!');
    // Netlify matches a path with and without its trailing slash alike: no rule may lead back to itself.
    const bare = (address: string) => (address.length > 1 ? address.replace(/\/$/, '') : address);
    for (const line of lines.filter((rule) => rule.endsWith(' 301!'))) {
      const [from, to] = line.split(' ');
      expect([from, bare(from) === bare(to)]).toEqual([from, false]);
    }
    expect(new Set(lines.map((line) => bare(line.split(' ')[0]))).size).toBe(lines.length);
  });

  it('_headers: the policy for every path, immutable hashed files, typed manifest and sitemap, in each dialect', () => {
    for (const host of ['cloudflare', 'netlify'] as const) {
      const text = headersFile(config, host);
      expect(text).toContain(`  Content-Security-Policy: ${csp}\n`);
      expect(text).toContain('  Cross-Origin-Resource-Policy: same-origin');
      expect(text).toContain('  Cache-Control: public, max-age=31536000, immutable');
      expect(text).toContain('/manifest.webmanifest\n  Content-Type: application/manifest+json');
      expect(text).toContain('/sitemap.xml\n  Content-Type: application/xml; charset=utf-8');
    }
    // Cloudflare adds the values of every matching rule: the hashed files drop the revalidation of /* first.
    expect(headersFile(config, 'cloudflare')).toContain(
      '/_next/static/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable',
    );
    expect(headersFile(config, 'netlify')).not.toContain('!');
  });

  it('Vercel’s Build Output config: the hidden files 404, every redirect, the headers, then the files at their clean addresses', () => {
    const vercel = vercelConfig(config, ['index.html', '404.html', 'prodotto.html', 'ricette-salutari/x.html']);
    expect(vercel.version).toBe(3);
    expect(vercel.routes[0]).toEqual({ src: '^/404$', status: 404, dest: '/404.html' });
    expect(vercel.routes).toContainEqual({ src: '^/privacy-policy$', headers: { Location: '/privacy' }, status: 301 });
    expect(vercel.routes.findIndex((route) => 'handle' in route)).toBe(vercel.routes.length - 2);
    expect(vercel.overrides).toEqual({
      'prodotto.html': { path: 'prodotto' },
      'ricette-salutari/x.html': { path: 'ricette-salutari/x' },
    });
  });

  it('every host file, and each page’s own policy, lets the forms reach the request service: the site’s origin by default, the endpoint’s origin for a static host', () => {
    const cases = [
      { endpoint: undefined, sources: ["'self'"] },
      { endpoint: 'simulate', sources: ["'self'"] },
      { endpoint: 'https://richieste.example.it/api/richieste', sources: ["'self'", 'https://richieste.example.it'] },
    ];
    for (const { endpoint, sources } of cases) {
      const built = hostingConfig({ ...facts, contactEndpoint: endpoint }, site);
      const files = {
        'server.json': staticServerJson(built),
        'Cloudflare _headers': headersFile(built, 'cloudflare'),
        'Netlify _headers': headersFile(built, 'netlify'),
        'nginx.conf': nginxConf(built, { serverName: 'www.example.it' }),
        'Vercel config.json': JSON.stringify(vercelConfig(built, ['index.html', '404.html'])),
        'a page’s <meta>': `Content-Security-Policy: ${pagePolicy({ ...facts, contactEndpoint: endpoint }, [])}\n`,
      };
      for (const [file, text] of Object.entries(files)) {
        const policies = [...text.matchAll(/Content-Security-Policy\W+(default-src[^"\n]*)/g)].map((match) =>
          directives(match[1]),
        );
        expect([endpoint, file, policies.length > 0]).toEqual([endpoint, file, true]);
        for (const policy of policies) {
          expect([endpoint, file, policy['connect-src'], policy['form-action']]).toEqual([
            endpoint,
            file,
            sources,
            sources,
          ]);
        }
      }
    }
  });

  it('netlify.toml and vercel.json only name the build: nothing in them changes with the content', () => {
    const toml = readFileSync(path.join(process.cwd(), 'netlify.toml'), 'utf8');
    expect(toml).toContain('command = "npm run build"');
    expect(toml).toContain('publish = "out"');
    expect(toml).not.toMatch(/\[\[(redirects|headers)\]\]/);
    expect(JSON.parse(readFileSync(path.join(process.cwd(), 'vercel.json'), 'utf8'))).toEqual({
      $schema: 'https://openapi.vercel.sh/vercel.json',
      framework: null,
      buildCommand: 'npm run build',
      outputDirectory: 'out',
    });
  });

  describe('nginx', () => {
    const conf = nginxConf(config, { serverName: 'www.limenta.it' });

    it('loads on nginx 1.22: HTTP/2 on the listen line, not the "http2" directive of 1.25.1', () => {
      expect(conf).toContain('listen 443 ssl http2;');
      expect(conf).not.toMatch(/^\s*http2 on;/m);
    });

    it('sets every header once, at server level, always; no location has its own but the team’s area and the editing page', () => {
      const [, ...servers] = conf.split(/\nserver \{/);
      for (const server of servers) expect(server).toContain(`add_header Content-Security-Policy "${csp}" always;`);
      for (const location of conf
        .split(/\n {2}location /)
        .slice(1)
        .filter(
          (block) =>
            ![`^~ ${config.teamArea.prefix} `, `^~ ${EDITING_PAGE.prefix} `, `= /admin {`].some((start) =>
              block.startsWith(start),
            ),
        )) {
        expect(location.split('\n  }')[0]).not.toContain('add_header');
      }
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

    it('applies the request rules to the raw request, and answers 405 to other methods (under /api/ the service answers every method itself, as under npm start)', () => {
      expect(conf).toContain('if ($limenta_method_refused) { return 405; }');
      expect(conf).toContain('"~^(GET|HEAD) " 0;');
      expect(conf).toContain('"~^[^ ]+ /api/" 0;');
      expect(conf).toContain('location = /api { return 404; }');
      expect(conf).toContain('if ($request_uri ~* ');
    });

    it('passes /api/ to the request service with the visitor’s address, never storing its answers or doubling a header', () => {
      const location = conf.split('\n  location ^~ /api/ {\n')[1].split('\n  }')[0];
      expect(location).toContain(`proxy_pass ${config.requestService.upstream};`);
      expect(location).toContain('proxy_set_header X-Real-IP $remote_addr;');
      expect(location).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      for (const header of [...Object.keys(config.securityHeaders), 'Cache-Control', 'Allow'])
        expect(location).toContain(`proxy_hide_header ${header};`);
      expect(conf).toContain('"~^[0-9]+ /api/" "no-store";');
      expect(conf).toContain('"~^405 /api/" "POST, OPTIONS";');
      expect(location).toContain('error_page 502 504 =503 @limenta_service_unavailable;');
    });

    it('passes /team/ to the same service, keeping the area’s own policy and referrer rule and adding every other header of the site, never stored', () => {
      const location = conf.split(`\n  location ^~ ${config.teamArea.prefix} {\n`)[1].split('\n  }')[0];
      expect(location).toContain(`proxy_pass ${config.requestService.upstream};`);
      expect(location).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      expect(conf).toContain('"~^[^ ]+ /team/" 0;');
      expect(conf).toContain('location = /team { return 404; }');
      const own = config.teamArea.ownHeaders;
      expect(own).toEqual(['Content-Security-Policy', 'Referrer-Policy']);
      for (const [header, value] of Object.entries(config.securityHeaders)) {
        if (own.includes(header)) {
          expect(location).not.toContain(`add_header ${header} `);
          expect(location).not.toContain(`proxy_hide_header ${header};`);
        } else {
          expect(location).toContain(`add_header ${header} "${value}" always;`);
          expect(location).toContain(`proxy_hide_header ${header};`);
        }
      }
      expect(location).toContain('add_header Cache-Control "no-store" always;');
      expect(teamAreaAnswerHeaders(config)).toEqual({
        ...Object.fromEntries(Object.entries(config.securityHeaders).filter(([header]) => !own.includes(header))),
        'Cache-Control': 'no-store',
      });
    });

    it('serves the request service’s link to the build online, which a publish swaps with no reload', () => {
      expect(config.siteRoot).toBe(`${SERVICE_FOLDER}/${ONLINE_SITE}`);
      expect(conf).toContain(`\n  root ${SERVICE_FOLDER}/.limenta/sito-online;\n`);
      expect(conf).not.toContain('open_file_cache');
    });

    it('passes /admin/ and /admin to the same service as npm start does: every method, the editing page’s own headers only, never stored, room for a photo', () => {
      expect(conf).toContain('"~^[^ ]+ /admin([/?]|$)" 0;');
      for (const start of ['location = /admin {\n', 'location ^~ /admin/ {\n']) {
        const location = conf.split(`\n  ${start}`)[1].split('\n  }')[0];
        expect(location).toContain(`proxy_pass ${config.requestService.upstream};`);
        expect(location).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
        expect(location).toContain('client_max_body_size 41m;');
        const added = [...location.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map(([, name, value]) => [
          name,
          value,
        ]);
        expect(Object.fromEntries(added)).toEqual(EDITING_PAGE.headers);
        expect(EDITING_PAGE.headers['Cache-Control']).toBe('no-store');
        for (const header of Object.keys(EDITING_PAGE.headers))
          expect(location).toContain(`proxy_hide_header ${header};`);
      }
    });
  });
});
