/** @jest-environment node */
import { buildPayload } from '@/lib/contact/payload';
import {
  asciiEmail,
  EMAIL_PATTERN_SOURCE,
  fieldProblem,
  firstFieldWith,
  hasInlineEmailError,
  isOverLimit,
  isValidEmail,
  NOT_BLANK_PATTERN_SOURCE,
  submitProblem,
} from '@/lib/contact/validation';
import { OWN_SERVICE_ENDPOINT, parseContactEndpoint } from '@/lib/contact/endpoint';
import { fallbackMailto, MAILTO_MAX_LENGTH, mailtoHref } from '@/lib/contact/mailto';

const filled = { name: 'Giulia', email: 'giulia@esempio.it', message: 'Vorrei due bottiglie.' };

describe('email pattern: a local part without spaces or at-signs, one at-sign, a domain with a dot', () => {
  it.each(['giulia@esempio.it', 'g.rossi+ordini@posta.esempio.it', 'a@b.c', '  giulia@esempio.it  '])(
    'accepts %p',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    'giulia',
    'giulia@',
    '@esempio.it',
    'giulia@esempio',
    'giu lia@esempio.it',
    'giulia@@esempio.it',
    'giulia@es@empio.it',
    'giulia@esem pio.it',
    'giulia@.',
  ])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it.each([
    ['a double dot in the domain', 'a@b..it'],
    ['a leading dot', '.a@b.it'],
    ['a trailing dot in the local part', 'a.@b.it'],
    ['a 65-character local part', `${'a'.repeat(65)}@b.it`],
    ['a trailing zero-width space', 'a@b.it\u200b'],
    ['a right-to-left override', '\u202egiulia@esempio.it'],
    ['a domain without a dot', 'a@b'],
    ['a label starting with a hyphen', 'a@-b.it'],
    ['more than 254 characters', `a@${['b', 'c', 'd', 'e'].map((letter) => letter.repeat(63)).join('.')}.it`],
  ])('rejects %s', (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts a 64-character local part', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@b.it`)).toBe(true);
  });

  it('accepts nothing the specification’s simple pattern would refuse', () => {
    const specification = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    for (const email of [
      'giulia@esempio.it',
      'g.rossi+ordini@posta.esempio.it',
      'a@b.c',
      "o'neil@esempio.it",
      'x@xn--citt-5qa.it',
    ]) {
      expect(isValidEmail(email)).toBe(true);
      expect(specification.test(email)).toBe(true);
    }
  });

  it('is the same rule as the HTML pattern the browser checks without JavaScript (compiled with the v flag)', () => {
    const browser = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'v');
    const addresses = [
      'giulia@esempio.it',
      'a@b',
      'a@b..it',
      '.a@b.it',
      `${'a'.repeat(65)}@b.it`,
      'a@b.it\u200b',
      '\u202ea@b.it',
      `a@${'b'.repeat(64)}.it`,
    ];
    const international = [
      'mario@perché.it',
      'mario@xn--perch-fsa.it',
      'yuki@東京.jp',
      'màrio@esempio.it',
      'mario@per\u200bché.it',
      'mario@perché。it',
    ];
    for (const email of [...addresses, ...international]) {
      expect([email, browser.test(email)]).toEqual([email, isValidEmail(email)]);
    }
    const notBlank = new RegExp(`^(?:${NOT_BLANK_PATTERN_SOURCE})$`, 'v');
    expect(notBlank.test('   ')).toBe(false);
    expect(notBlank.test(' Giulia ')).toBe(true);
  });
});

describe('internationalised domains: accepted as typed, checked in their ASCII form', () => {
  it.each([
    ['mario@perché.it', 'mario@xn--perch-fsa.it'],
    ['luigi@città.it', 'luigi@xn--citt-3na.it'],
    ['MARIO@PERCHÉ.IT', 'MARIO@xn--perch-fsa.it'],
    ['yuki@東京.jp', 'yuki@xn--1lqs71d.jp'],
    ['  mario@perché.it ', 'mario@xn--perch-fsa.it'],
    ['giulia@Esempio.IT', 'giulia@esempio.it'],
  ])('accepts %p, which mail servers read as %p', (typed, ascii) => {
    expect(isValidEmail(typed)).toBe(true);
    expect(asciiEmail(typed)).toBe(ascii);
  });

  it.each([
    [
      'a local part outside ASCII (it needs SMTPUTF8 at every server, and browsers refuse it without JavaScript)',
      'màrio@esempio.it',
    ],
    ['a zero-width space inside the domain, which the ASCII conversion would silently drop', 'mario@per\u200bché.it'],
    ['a soft hyphen inside the domain', 'mario@per\u00adché.it'],
    ['an ideographic full stop instead of the dot', 'mario@perché。it'],
    ['a label whose ASCII form is longer than 63 characters', `mario@${'é'.repeat(60)}.it`],
    ['a domain of symbols', 'mario@☕.it'],
  ])('rejects %s', (_, email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(asciiEmail(email)).toBeNull();
  });
});

describe('inline email error', () => {
  it('shows while a non-empty email is invalid', () => {
    expect(hasInlineEmailError('g')).toBe(true);
    expect(hasInlineEmailError('giulia@esempio')).toBe(true);
  });

  it('clears when the email is empty or valid', () => {
    expect(hasInlineEmailError('')).toBe(false);
    expect(hasInlineEmailError('giulia@esempio.it')).toBe(false);
  });
});

describe('what stops a submit', () => {
  it('nothing when every field is filled and the email is valid', () => {
    expect(submitProblem(filled)).toBeNull();
  });

  it.each(['name', 'email', 'message'] as const)('an empty %s, or one of only spaces', (field) => {
    expect(submitProblem({ ...filled, [field]: '' })).toBe('emptyFields');
    expect(submitProblem({ ...filled, [field]: '   \n ' })).toBe('emptyFields');
  });

  it('a name or message longer than its limit (set by a script), before the email', () => {
    const tooLong = { ...filled, name: 'x'.repeat(101), email: 'giulia@esempio' };
    expect(submitProblem(tooLong)).toBe('tooLong');
    expect(firstFieldWith('tooLong', tooLong)).toBe('name');
    expect(fieldProblem('message', 'x'.repeat(5001))).toBe('tooLong');
    expect(fieldProblem('message', 'x'.repeat(5000))).toBeNull();
    expect(fieldProblem('email', `${'a'.repeat(250)}@b.it`)).toBe('invalidEmail');
  });

  it('points at the first field with the problem', () => {
    expect(firstFieldWith('emptyFields', { name: 'Giulia', email: '', message: '' })).toBe('email');
    expect(firstFieldWith('invalidEmail', { ...filled, email: 'giulia@' })).toBe('email');
  });

  it('an invalid email, once every field is filled', () => {
    expect(submitProblem({ ...filled, email: 'giulia@esempio' })).toBe('invalidEmail');
    expect(submitProblem({ ...filled, name: '', email: 'giulia@esempio' })).toBe('emptyFields');
  });
});

describe('control characters (a line break in a name or an address would start a new email header)', () => {
  it.each(['Giulia\r\nBcc: tutti@esempio.it', 'Giulia\nRossi', 'Giu\u0000lia', 'Giulia\u2028Rossi', 'Giulia\tRossi'])(
    'refuses %j as a name',
    (name) => {
      expect(fieldProblem('name', name)).toBe('invalidCharacters');
      expect(submitProblem({ name, email: 'giulia@esempio.it', message: 'Ciao' })).toBe('invalidCharacters');
    },
  );

  it('refuses them in the email too, and lets the message keep its lines and tabs but no other control character', () => {
    expect(fieldProblem('email', 'giulia@esempio.it\r\nBcc: x@esempio.it')).toBe('invalidCharacters');
    expect(fieldProblem('message', 'Sei bottiglie\r\nconsegna a Torino\tgrazie')).toBeNull();
    expect(fieldProblem('message', 'Sei bottiglie\u0000')).toBe('invalidCharacters');
    expect(fieldProblem('message', 'Sei \u001b[31mbottiglie')).toBe('invalidCharacters');
  });
});

describe('length limits: name 100, email 254, message 5000', () => {
  it.each([
    ['name', 100],
    ['email', 254],
    ['message', 5000],
  ] as const)('%s is over its limit past %i characters', (field, max) => {
    expect(isOverLimit(field, 'x'.repeat(max))).toBe(false);
    expect(isOverLimit(field, 'x'.repeat(max + 1))).toBe(true);
  });
});

describe('payload', () => {
  it('carries the trimmed values, which form, which page and the submission id', () => {
    expect(
      buildPayload(
        { name: ' Giulia ', email: ' giulia@esempio.it', message: 'Ciao \n' },
        'supporto',
        '/contatti-supporto',
        'id-1',
      ),
    ).toEqual({
      name: 'Giulia',
      email: 'giulia@esempio.it',
      message: 'Ciao',
      form: 'supporto',
      page: '/contatti-supporto',
      submissionId: 'id-1',
    });
  });
});

describe('NEXT_PUBLIC_CONTACT_ENDPOINT', () => {
  it('unset or blank means the project’s own request service, on the site’s origin', () => {
    expect(parseContactEndpoint(undefined, 'production')).toBe(OWN_SERVICE_ENDPOINT);
    expect(parseContactEndpoint('  ', 'production')).toBe('/api/richieste');
  });

  it('simulates the send only when asked to, or in next dev (which runs no service)', () => {
    expect(parseContactEndpoint('simulate', 'production')).toBeNull();
    expect(parseContactEndpoint(undefined, 'development')).toBeNull();
    expect(parseContactEndpoint('/api/richieste', 'development')).toBe('/api/richieste');
  });

  it('accepts an https URL, http on this machine, or a path on this site', () => {
    expect(parseContactEndpoint(' https://formspree.io/f/abcd ')).toBe('https://formspree.io/f/abcd');
    expect(parseContactEndpoint('http://127.0.0.1:4213/f/prova')).toBe('http://127.0.0.1:4213/f/prova');
    expect(parseContactEndpoint('/api/contatti')).toBe('/api/contatti');
  });

  it.each(['formspree.io/f/abcd', 'mailto:ordini@esempio.it', 'ftp://esempio.it', 'http://formspree.io/f/abcd'])(
    'stops the build for %p, naming the variable',
    (value) => {
      expect(() => parseContactEndpoint(value)).toThrow('NEXT_PUBLIC_CONTACT_ENDPOINT');
    },
  );
});

describe('mailto fallback', () => {
  it('fills in subject and body, line breaks included', () => {
    const href = mailtoHref('ordini@esempio.it', "Richiesta d'ordine", 'Nome: Giulia & co.\n\nDue bottiglie?');
    expect(href).toBe(
      "mailto:ordini@esempio.it?subject=Richiesta%20d'ordine&body=Nome%3A%20Giulia%20%26%20co.%0D%0A%0D%0ADue%20bottiglie%3F",
    );
    const url = new URL(href);
    expect(url.searchParams.get('body')).toBe('Nome: Giulia & co.\r\n\r\nDue bottiglie?');
  });

  const mail = {
    address: 'ordini@esempio.it',
    subject: "Richiesta d'ordine",
    head: 'Nome: Giulia\nEmail: giulia@esempio.it\n\n',
    cutNotice: '[…] Il resto è nel modulo.',
  };

  it('keeps a message that fits whole, without the notice', () => {
    const { href, cut } = fallbackMailto({ ...mail, message: 'Due bottiglie' });
    expect(cut).toBe(false);
    expect(href).toBe(mailtoHref(mail.address, mail.subject, `${mail.head}Due bottiglie`));
  });

  it(`cuts a long accented message so the link stays within ${MAILTO_MAX_LENGTH} characters, keeping its start and saying so`, () => {
    const message = 'Perché è così è già più buono: '.repeat(200);
    const { href, cut } = fallbackMailto({ ...mail, message });
    expect(cut).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 20);
    const body = new URL(href).searchParams.get('body')!;
    expect(body.startsWith('Nome: Giulia\r\nEmail: giulia@esempio.it\r\n\r\nPerché è così')).toBe(true);
    expect(body.endsWith(`\r\n\r\n${mail.cutNotice}`)).toBe(true);
  });

  it('never cuts a character in two', () => {
    const { href } = fallbackMailto({ ...mail, message: '🍋'.repeat(2000) });
    expect(() => decodeURIComponent(href)).not.toThrow();
  });
});
