import { ButtonLink } from '@/components/ui/ButtonLink';
import styles from './SideCta.module.css';

interface SideCtaProps {
  id: string;
  title: string;
  text: string;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
}

/** A call to action beside the page's content (below it on phones). */
export function SideCta({ id, title, text, primary, secondary }: SideCtaProps) {
  return (
    <aside className={styles.aside} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p>{text}</p>
      <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
      <ButtonLink href={secondary.href} variant="outline">
        {secondary.label}
      </ButtonLink>
    </aside>
  );
}
