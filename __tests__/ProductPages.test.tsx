import { render, screen, within } from '@testing-library/react';
import BenefitsPage from '@/app/benefici/page';
import CompositionPage from '@/app/composizione/page';
import ProductPage from '@/app/prodotto/page';
import RecipesPage from '@/app/ricette-salutari/page';
import ReviewsPage from '@/app/recensioni/page';
import { certifications } from '@/content/certifications';
import { ingredients } from '@/content/ingredients';
import { recipesPage } from '@/content/recipes';
import { allRecipes, recipePath } from '@/lib/recipes';

const ingredientNames = ['Limone Fresco', 'Menta', 'Zenzero', 'Miele'];

function region(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

function expectCertifications(container: HTMLElement) {
  const headings = within(container).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(headings).toEqual(certifications.map((certification) => certification.title));
  expect(headings).toHaveLength(3);
}

describe('/prodotto', () => {
  beforeEach(() => render(<ProductPage />));

  it('has one h1 and four ingredient cards', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = within(region('Cosa C’è Dentro')).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(ingredientNames);
  });

  it('shows the three certification badges', () => {
    expectCertifications(region('Certificazioni e Garanzie'));
  });

  it('shows a video poster that says the video is coming, with no player or button', () => {
    const video = region('Come Nasce Limenta');
    expect(within(video).getByText('Video in arrivo')).toBeInTheDocument();
    expect(within(video).getByRole('img')).toHaveAttribute('src', '/art/video-poster.svg');
    expect(video.querySelector('video, iframe, button')).toBeNull();
  });
});

describe('/benefici', () => {
  beforeEach(() => render(<BenefitsPage />));

  it('has four benefit cards', () => {
    const cards = within(region('Quattro Benefici, Ogni Mattina')).getAllByRole('article');
    expect(cards).toHaveLength(4);
  });

  it('compares before and after in two lists', () => {
    const comparison = region('Il Tuo Mattino, Prima e Dopo');
    expect(within(comparison).getByRole('heading', { name: 'Prima' })).toBeInTheDocument();
    expect(within(comparison).getByRole('heading', { name: 'Dopo' })).toBeInTheDocument();
    expect(within(comparison).getAllByRole('list')).toHaveLength(2);
  });

  it('features one testimonial rated 5 stars', () => {
    expect(within(region('La Storia di Alessandra')).getAllByRole('img', { name: 'Valutazione: 5 su 5' })).toHaveLength(1);
  });

  it('lists nine ingredient tags', () => {
    expect(within(region('Cosa Trovi in Ogni Sorso')).getAllByRole('listitem')).toHaveLength(9);
  });

  it('has a side call to action to /come-ordinare and /contatti', () => {
    const aside = screen.getByRole('complementary', { name: 'Vuoi Provarla?' });
    const hrefs = within(aside).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/come-ordinare', '/contatti']);
  });
});

describe('/composizione', () => {
  beforeEach(() => render(<CompositionPage />));

  it('describes the four ingredients, each with three benefits', () => {
    const articles = within(region('I Quattro Ingredienti')).getAllByRole('article');
    expect(articles).toHaveLength(4);
    articles.forEach((article, index) => {
      expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(ingredientNames[index]);
      expect(article).toHaveTextContent(ingredients[index].description);
      expect(within(article).getAllByRole('listitem')).toHaveLength(3);
    });
  });

  it('shows the same three certifications and the video placeholder', () => {
    expectCertifications(region('Le Nostre Certificazioni'));
    expect(within(region('Come Nasce Limenta')).getByText('Video in arrivo')).toBeInTheDocument();
  });

  it('has a nine-tile gallery with Italian alt texts', () => {
    const images = within(region('Dal Campo al Bicchiere')).getAllByRole('img');
    expect(images).toHaveLength(9);
    images.forEach((image) => expect(image.getAttribute('alt')?.length).toBeGreaterThan(10));
  });

  it('links a button to /come-ordinare', () => {
    expect(screen.getByRole('link', { name: 'Ordina la Tua Bevanda' })).toHaveAttribute('href', '/come-ordinare');
  });
});

describe('/recensioni', () => {
  beforeEach(() => render(<ReviewsPage />));

  it('shows seven testimonials with name, age, city, title, text, 5 stars, date and highlight', () => {
    const articles = within(region('Cosa Raccontano i Nostri Clienti')).getAllByRole('article');
    expect(articles).toHaveLength(7);
    for (const article of articles) {
      expect(within(article).getByRole('img', { name: 'Valutazione: 5 su 5' }).textContent).toBe('★★★★★');
      expect(within(article).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      expect(article).toHaveTextContent(/\d+ anni · \p{L}+/u);
      expect(article.querySelector('time[datetime]')?.textContent).toMatch(/^\d{1,2} \p{L}+ 20\d\d$/u);
      expect(article.querySelector('strong')?.textContent).not.toBe('');
    }
  });

  it('ends with a community banner', () => {
    expect(region('Unisciti agli Oltre 5000 Italiani')).toHaveTextContent('5.000');
  });
});

describe('/ricette-salutari', () => {
  beforeEach(() => render(<RecipesPage />));

  it('shows a card per recipe with category, time, servings and three benefits, linking to its page', () => {
    const articles = within(region(recipesPage.list.title)).getAllByRole('article');
    expect(articles).toHaveLength(allRecipes().length);
    articles.forEach((article, index) => {
      const recipe = allRecipes()[index];
      expect(within(article).getByRole('link', { name: new RegExp(recipe.name) })).toHaveAttribute('href', recipePath(recipe));
      expect(within(article).getAllByRole('link')).toHaveLength(1);
    });
    const categories = new Set<string>();
    for (const article of articles) {
      const category = article.querySelector('p')?.textContent?.replace('Categoria: ', '') ?? '';
      categories.add(category);
      expect(['Contorno', 'Secondo', 'Primo', 'Bevanda', 'Dolce']).toContain(category);
      expect(article).toHaveTextContent(/Tempo\d+ minuti/);
      expect(article).toHaveTextContent(/Porzioni\d+ persone/);
      const benefits = within(article).getByText('Punti forti').nextElementSibling as HTMLElement;
      expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
    }
    expect([...categories].sort()).toEqual([...new Set(allRecipes().map((recipe) => recipe.category))].sort());
  });
});
