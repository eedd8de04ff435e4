import { ButtonLink } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import styles from './CtaBanner.module.css';

interface CtaBannerProps {
  id: string;
  title: string;
  text: string;
  cta?: { label: string; href: string };
}

/** A closing call to action on a dark band (or, without cta, a closing message). */
export function CtaBanner({ id, title, text, cta }: CtaBannerProps) {
  return (
    <Section labelledBy={id} tone="dark" size="narrow" className={styles.banner}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {cta && (
        <p>
          <ButtonLink href={cta.href} variant="onDark" size="lg">
            {cta.label}
          </ButtonLink>
        </p>
      )}
    </Section>
  );
}
