/** @jest-environment node */
import { buildPayload } from '@/lib/contact/payload';
import { EMAIL_PATTERN, hasInlineEmailError, hasReachedLimit, isValidEmail, submitProblem } from '@/lib/contact/validation';
import { parseContactEndpoint } from '@/lib/contact/endpoint';
import { mailtoHref } from '@/lib/contact/mailto';

const filled = { name: 'Giulia', email: 'giulia@esempio.it', message: 'Vorrei due bottiglie.' };

describe('email pattern: a local part without spaces or at-signs, one at-sign, a domain with a dot', () => {
  it.each(['giulia@esempio.it', 'g.rossi+ordini@posta.esempio.it', 'a@b.c', '  giulia@esempio.it  '])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['giulia', 'giulia@', '@esempio.it', 'giulia@esempio', 'giu lia@esempio.it', 'giulia@@esempio.it', 'giulia@es@empio.it', 'giulia@esem pio.it', 'giulia@.'])(
    'rejects %p',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('is the pattern the specification describes', () => {
    expect(EMAIL_PATTERN.source).toBe('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$');
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

  it('an invalid email, once every field is filled', () => {
    expect(submitProblem({ ...filled, email: 'giulia@esempio' })).toBe('invalidEmail');
    expect(submitProblem({ ...filled, name: '', email: 'giulia@esempio' })).toBe('emptyFields');
  });
});

describe('length limits: name 100, email 254, message 5000', () => {
  it.each([
    ['name', 100],
    ['email', 254],
    ['message', 5000],
  ] as const)('%s reaches its limit at %i characters', (field, max) => {
    expect(hasReachedLimit(field, 'x'.repeat(max - 1))).toBe(false);
    expect(hasReachedLimit(field, 'x'.repeat(max))).toBe(true);
  });
});

describe('payload', () => {
  it('carries the trimmed values, which form and which page', () => {
    expect(buildPayload({ name: ' Giulia ', email: ' giulia@esempio.it', message: 'Ciao \n' }, 'supporto', '/contatti-supporto')).toEqual({
      name: 'Giulia',
      email: 'giulia@esempio.it',
      message: 'Ciao',
      form: 'supporto',
      page: '/contatti-supporto',
    });
  });
});

describe('NEXT_PUBLIC_CONTACT_ENDPOINT', () => {
  it('unset or blank means a simulated send', () => {
    expect(parseContactEndpoint(undefined)).toBeNull();
    expect(parseContactEndpoint('  ')).toBeNull();
  });

  it('accepts an https URL, http on this machine, or a path on this site', () => {
    expect(parseContactEndpoint(' https://formspree.io/f/abcd ')).toBe('https://formspree.io/f/abcd');
    expect(parseContactEndpoint('http://127.0.0.1:4213/f/prova')).toBe('http://127.0.0.1:4213/f/prova');
    expect(parseContactEndpoint('/api/contatti')).toBe('/api/contatti');
  });

  it.each(['formspree.io/f/abcd', 'mailto:info@limenta.it', 'ftp://esempio.it', 'http://formspree.io/f/abcd'])('stops the build for %p, naming the variable', (value) => {
    expect(() => parseContactEndpoint(value)).toThrow('NEXT_PUBLIC_CONTACT_ENDPOINT');
  });
});

describe('mailto fallback', () => {
  it('fills in subject and body, line breaks included', () => {
    const href = mailtoHref('info@limenta.it', "Richiesta d'ordine", 'Nome: Giulia & co.\n\nDue bottiglie?');
    expect(href).toBe("mailto:info@limenta.it?subject=Richiesta%20d'ordine&body=Nome%3A%20Giulia%20%26%20co.%0D%0A%0D%0ADue%20bottiglie%3F");
    const url = new URL(href);
    expect(url.searchParams.get('body')).toBe('Nome: Giulia & co.\r\n\r\nDue bottiglie?');
  });
});
