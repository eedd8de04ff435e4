/**
 * @jest-environment node
 */
/**
 * `npm run check:spec`: the specification's launch content compared with the content, as a report
 * that never fails. The comparison is tested on content made up here from the specification's own
 * points, so whatever the editors change in content/, this test stays true.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  compareWithSpecification,
  readLaunchContent,
  specification,
  specificationReport,
  type LaunchContent,
} from '@/lib/content/specification';

/** Content exactly as the specification describes it at launch. */
function launchContent(): LaunchContent {
  const spec = specification;
  const rated = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, index) => ({ name: `${prefix} ${index + 1}`, rating: spec.rating }));
  return {
    mainNav: [...spec.mainNav],
    footerLinks: [...spec.footerLinks],
    footerColumns: spec.footerColumns,
    badges: { ...spec.badges },
    copyrightYear: spec.copyrightYear,
    home: structuredClone(spec.home),
    orderSteps: [...spec.orderSteps],
    testimonials: rated(spec.testimonials, 'Testimonianza'),
    reviews: rated(spec.reviews, 'Recensione'),
    benefits: spec.benefits,
    ingredients: Array.from({ length: spec.ingredients }, (_, index) => ({
      name: `Ingrediente ${index + 1}`,
      benefits: spec.ingredientBenefits,
    })),
    certifications: spec.certifications,
    ingredientTags: spec.ingredientTags,
    galleryTiles: spec.galleryTiles,
    recipes: Array.from({ length: spec.recipes }, (_, index) => ({
      name: `Ricetta ${index + 1}`,
      category: spec.recipeCategories[index % spec.recipeCategories.length],
      benefits: spec.recipeBenefits,
    })),
    faq: spec.faq,
    hours: structuredClone(spec.hours),
    replyPromise: `Rispondiamo ${spec.replyPromise}.`,
    thankYou: {
      title: spec.thankYou.title,
      lead: `Riceverai tutto ${spec.thankYou.arrival}.`,
      steps: spec.thankYou.steps,
      tips: [...spec.thankYou.advice, 'Un consiglio in più'],
      buttons: [...spec.thankYou.buttons],
    },
    legal: structuredClone(spec.legal),
    errors: { ...spec.errors },
    form: { ...spec.form },
  };
}

const differences = (content: LaunchContent) => compareWithSpecification(content).filter((point) => !point.same);

describe('the specification report', () => {
  it('finds no difference in content as the specification describes it', () => {
    expect(differences(launchContent())).toEqual([]);
    expect(specificationReport(compareWithSpecification(launchContent()))).toMatch(
      /^Contenuti e specifica: nessuna differenza/,
    );
  });

  it('reports the edits of the issue, each on its own line in Italian: a review removed, a 4-star review, a new privacy section and date, Sunday hours', () => {
    const content = launchContent();
    content.reviews.pop();
    content.reviews[0].rating = 4;
    content.legal['/privacy'] = { sections: 8, lastUpdated: 'novembre 2026' };
    content.hours[2] = { days: ['Sunday'], opens: '10:00', closes: '12:00' };
    const report = specificationReport(compareWithSpecification(content));
    const lines = report.split('\n');
    expect(lines[0]).toBe('Contenuti e specifica: 5 differenze su 52 punti.');
    expect(lines).toContain(
      '§2, §9 Recensioni di /recensioni (content/reviews): la specifica dice 7 recensioni; ora 6 recensioni.',
    );
    expect(lines).toContain(
      '§2, §9 Stelle delle recensioni (content/reviews): la specifica dice tutte da 5 stelle; ora «Recensione 1» da 4.',
    );
    expect(lines).toContain(
      '§2 Sezioni di /privacy (content/pages/privacy.md): la specifica dice 7 sezioni; ora 8 sezioni.',
    );
    expect(lines).toContain(
      '§2, §9 Ultimo aggiornamento di /privacy (content/pages/privacy.md): la specifica dice «gennaio 2025»; ora «novembre 2026».',
    );
    expect(lines.find((line) => line.startsWith('§9 Orari del servizio clienti'))).toMatch(/domenica 10:00–12:00\.$/);
    expect(report).toMatch(/non sono errori/);
  });

  it('compares texts as they are read: a typographic apostrophe is the same as a straight one', () => {
    const content = launchContent();
    content.home.storiesTitle = content.home.storiesTitle.replace("'", '’');
    expect(differences(content)).toEqual([]);
  });

  it('reads every point from content/ and, run as npm run check:spec, exits 0 whatever the content says', () => {
    const content = readLaunchContent();
    expect(content.reviews.length).toBeGreaterThan(0);
    expect(compareWithSpecification(content)).toHaveLength(compareWithSpecification(launchContent()).length);
    const output = execFileSync(process.execPath, [path.join(__dirname, '../scripts/check-spec.mjs')], {
      encoding: 'utf8',
    });
    expect(output).toMatch(/^Contenuti e specifica: /);
  });
});
