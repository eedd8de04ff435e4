import { claimNote } from '@/content/food-information';
import type { home } from '@/content/pages/home';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { ContentImage } from '@/components/ui/ContentImage';
import styles from './HomeHero.module.css';

/**
 * The home page's opening. «Energia» in the headline is a general reference to a benefit: the
 * authorised vitamin C claim stands right under it, with a link to the statements that go with
 * it (Reg. CE 1924/2006, art. 10, par. 2 and 3), which the page shows at `noteId`. `price` is the
 * «from» price of a bottle, with its price per litre (content/sales.yaml).
 */
export function HomeHero({ hero, noteId, price }: { hero: (typeof home)['hero']; noteId: string; price?: string }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.claim}>
            {hero.claim} <a href={`#${noteId}`}>{claimNote.title}</a>
          </p>
          <p className={styles.lead}>{hero.lead}</p>
          {price && <p className={styles.price}>{price}</p>}
          <div className={styles.actions}>
            <ButtonLink href={hero.primaryCta.href} size="lg">
              {hero.primaryCta.label}
            </ButtonLink>
            <ButtonLink href={hero.secondaryCta.href} size="lg" variant="outline">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
        </div>
        <ContentImage
          className={styles.image}
          src={hero.image.src}
          alt={hero.image.alt}
          place="hero"
          loading="priority"
        />
      </Container>
    </section>
  );
}
