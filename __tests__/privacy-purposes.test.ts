/** @jest-environment node */
/**
 * The privacy texts say what the site does with personal data, all of it, and the line beside the
 * forms' button agrees with them (GDPR, art. 13): asking customers for a review and publishing it
 * are purposes too, as /recensioni says; the codice fiscale is asked only for an invoice, in both
 * texts alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contactFormText } from '@/content/forms';
import { legalDocuments } from '@/content/pages/legal';
import { reviewsPage } from '@/content/pages/recensioni';
import { checkFile, formatProblems } from '@/lib/content/check';

const privacyTexts = ['/privacy', '/dati-personali'] as const;

/** Section 3 of a legal text (its purposes and legal bases), without the Markdown around the words. */
function purposesOf(route: (typeof privacyTexts)[number]): string {
  const [, section = ''] = /^## 3\. .*\n([\s\S]*?)^## 4\. /m.exec(legalDocuments[route].body) ?? [];
  return section.toLowerCase();
}

describe.each(privacyTexts)('%s', (route) => {
  it('lists asking for a review and publishing it among the purposes, publishing on consent, since /recensioni says we ask for reviews by email', () => {
    expect(reviewsPage.howWeCollect.policy.toLowerCase()).toMatch(/parer|recension/);
    const purposes = purposesOf(route);
    expect(purposes).toMatch(/parere/);
    expect(purposes).toMatch(/pubblicar.*recensione/);
    expect(purposes).toMatch(/consenso \(lett\. a\)/);
  });

  it('asks for the codice fiscale only with an invoice, wherever it names it', () => {
    const lines = legalDocuments[route].body.split('\n').filter((line) => /codice fiscale/i.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/codice fiscale[^.;]*fattura|fattura[^.;]*codice fiscale/i);
  });
});

describe('the line beside the forms’ button', () => {
  const line =
    `${contactFormText.privacy.before}${contactFormText.privacy.linkLabel}${contactFormText.privacy.after}`.toLowerCase();

  it('names the purposes the privacy texts list for the form’s data, and links them', () => {
    expect(line).not.toMatch(/\b(solo|soltanto|unicamente) per\b/);
    expect(line).toMatch(/rispond/);
    expect(line).toMatch(/ordin/);
    expect(line).toMatch(/parere/);
    expect(contactFormText.privacy.href).toBe('/privacy');
  });

  it('cannot go back to «solo per rispondere»: the content check refuses it, in one Italian line', () => {
    const file = 'content/forms.yaml';
    const original = readFileSync(path.join(process.cwd(), file), 'utf8');
    const edited = original.replace(
      /^( {4}after: )[\s\S]*?(?=^ {2}\S)/m,
      '$1" ci serve solo per rispondere alla tua richiesta."\n',
    );
    expect(edited).not.toBe(original);
    const lines = checkFile(file, edited).map((problem) => formatProblems([problem]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/privacy\.after .*«solo per…»/);
  });
});
