/** @jest-environment node */
import { contentFiles } from '@/content/index';
import { recipes } from '@/content/recipes';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { checkContent, formatProblems } from '@/lib/content-check';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A copy of the real content with one field changed, to show what an editor's mistake reports. */
function withChange(file: string, mutate: (exports: Record<string, unknown>) => void) {
  const copy = structuredClone(contentFiles);
  mutate(copy[file]);
  return formatProblems(checkContent(copy));
}

describe('content files', () => {
  it('break no rule (no empty text, ratings 1–5, links to existing pages, spec counts)', () => {
    expect(formatProblems(checkContent())).toBe('');
  });

  it('list only routes that have a page in app/', () => {
    for (const route of routes) {
      const file = path.join(process.cwd(), 'app', route === '/' ? '' : route, 'page.tsx');
      expect(existsSync(file) ? route : `${route} has no ${file}`).toBe(route);
    }
  });

  it('have the eight recipes of the specification (a count the specification fixes: change it here only if it changes)', () => {
    expect(recipes).toHaveLength(8);
  });

  it('carry a valid Partita IVA (11 digits with its check digit)', () => {
    const digits = site.company.vatNumber.split('').map(Number);
    expect(site.company.vatNumber).toMatch(/^\d{11}$/);
    const sum = digits.slice(0, 10).reduce((total, digit, index) => {
      if (index % 2 === 0) return total + digit;
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    expect((10 - (sum % 10)) % 10).toBe(digits[10]);
  });
});

describe('content checks name the file and field at fault', () => {
  it('for a rating that is not a whole number from 1 to 5', () => {
    const report = withChange('content/testimonials.ts', (exports) => {
      (exports.homeTestimonials as Array<{ rating: number }>)[1].rating = 4.5;
    });
    expect(report).toContain('content/testimonials.ts › homeTestimonials[1].rating: deve essere un numero intero da 1 a 5');
  });

  it('for an empty text', () => {
    const report = withChange('content/home.ts', (exports) => {
      (exports.home as { hero: { title: string } }).hero.title = '  ';
    });
    expect(report).toContain('content/home.ts › home.hero.title: è vuoto');
  });

  it('for a link to a page that does not exist', () => {
    const report = withChange('content/navigation.ts', (exports) => {
      (exports.mainNav as Array<{ href: string }>)[2].href = '/benefit';
    });
    expect(report).toContain('content/navigation.ts › mainNav[2].href: punta a "/benefit"');
  });

  it('for a missing image', () => {
    const report = withChange('content/ingredients.ts', (exports) => {
      (exports.ingredients as Array<{ image: { src: string } }>)[0].image.src = '/art/limone.svg';
    });
    expect(report).toContain('content/ingredients.ts › ingredients[0].image.src');
  });

  it('for a list with the wrong number of items', () => {
    const report = withChange('content/testimonials.ts', (exports) => {
      (exports.homeTestimonials as unknown[]).pop();
    });
    expect(report).toContain('content/testimonials.ts › homeTestimonials: deve contenere 3 elementi (ne contiene 2)');
  });

  it('for a page description outside 70–160 characters', () => {
    const report = withChange('content/pages.ts', (exports) => {
      (exports.pages as Record<string, { description: string }>)['/prodotto'].description = 'Troppo corta.';
    });
    expect(report).toContain('content/pages.ts › pages./prodotto.description: deve avere da 70 a 160 caratteri');
  });

  describe('for a recipe', () => {
    type EditableRecipe = Record<string, unknown> & { image: { src: string } };
    const recipeReport = (mutate: (recipes: EditableRecipe[]) => void) =>
      withChange('content/recipes.ts', (exports) => mutate(exports.recipes as EditableRecipe[]));

    it('whose address is not lowercase words joined by hyphens, or is another recipe’s', () => {
      expect(recipeReport((list) => (list[1].slug = 'Risotto al Limone'))).toContain('content/recipes.ts › recipes[1].slug: "Risotto al Limone" non va bene come indirizzo');
      expect(recipeReport((list) => (list[2].slug = list[0].slug))).toContain(`content/recipes.ts › recipes[2].slug: "${recipes[0].slug}" è già usato da un'altra ricetta`);
    });

    it('whose description does not fit a search result (70–160 characters)', () => {
      expect(recipeReport((list) => (list[0].description = 'Buona.'))).toContain('content/recipes.ts › recipes[0].description: deve avere da 70 a 160 caratteri (ne ha 6)');
    });

    it('whose times or servings are not whole numbers', () => {
      expect(recipeReport((list) => (list[0].cookMinutes = -5))).toContain('content/recipes.ts › recipes[0].cookMinutes: deve essere un numero intero da 0 in su (trovato -5)');
      expect(recipeReport((list) => (list[0].servings = 2.5))).toContain('content/recipes.ts › recipes[0].servings: deve essere un numero intero da 1 in su (trovato 2.5)');
    });

    it('whose publication date is not a date', () => {
      expect(recipeReport((list) => (list[0].datePublished = '20/01/2025'))).toContain('content/recipes.ts › recipes[0].datePublished: "20/01/2025" non è una data valida');
    });

    it('whose drawing is missing or not an 800 × 600 SVG', () => {
      expect(recipeReport((list) => (list[0].image.src = '/art/recipes/manca.svg'))).toContain('content/recipes.ts › recipes[0].image.src: l\'immagine "/art/recipes/manca.svg" non esiste in public/');
      expect(recipeReport((list) => (list[0].image.src = '/art/lemon.svg'))).toContain('content/recipes.ts › recipes[0].image.src: "/art/lemon.svg" deve essere un disegno SVG con viewBox="0 0 800 600"');
    });

    it('whose drawing is a broken SVG (a tag left open)', () => {
      const broken = '/art/recipes/.test-rovinato.svg';
      const file = path.join(process.cwd(), 'public', broken);
      writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><defs><radialGradient id="a"><stop offset="0"/></defs><rect width="800" height="600"/></svg>');
      try {
        expect(recipeReport((list) => (list[0].image.src = broken))).toContain(`content/recipes.ts › recipes[0].image.src: "${broken}" è un SVG rovinato`);
      } finally {
        rmSync(file);
      }
      expect(recipeReport(() => {})).toBe('');
    });
  });
});
