import { ButtonLink } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import styles from './CtaBanner.module.css';

interface CtaBannerProps {
  id: string;
  title: string;
  text: string;
  cta?: { label: string; href: string };
}

/**
 * A closing call to action (or, without cta, a closing message) on a dark card. A card, not a
 * band: the footer below is dark too, and a band would run into it.
 */
export function CtaBanner({ id, title, text, cta }: CtaBannerProps) {
  return (
    <Section labelledBy={id} size="narrow">
      <div className={styles.card}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {cta && (
          <p>
            {/* An email address is as long as the editor makes it: a link that may wrap, not a one-line button. */}
            {cta.href.startsWith('mailto:') ? (
              <a className={styles.mailLink} href={cta.href}>
                {cta.label}
              </a>
            ) : (
              <ButtonLink href={cta.href} variant="onDark" size="lg">
                {cta.label}
              </ButtonLink>
            )}
          </p>
        )}
      </div>
    </Section>
  );
}
