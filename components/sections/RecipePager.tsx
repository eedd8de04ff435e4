import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import { recipePath, type Recipe } from '@/lib/recipes';
import styles from './RecipePager.module.css';

interface RecipePagerProps {
  previous?: Recipe;
  next?: Recipe;
  list: { href: string; label: string };
  labels: { label: string; previous: string; next: string };
}

/** The recipes before and after this one, and the way back to the list. */
export function RecipePager({ previous, next, list, labels }: RecipePagerProps) {
  return (
    // On the page's own background: a plain section after it starts without a second space (Section).
    <nav className={styles.pager} aria-label={labels.label} data-tone="plain">
      <Container>
        <ul className={styles.links}>
          <li className={styles.previous}>
            {previous && (
              <a href={recipePath(previous)} rel="prev" className={styles.link}>
                <span className={styles.direction}>
                  <Icon name="arrow" size="sm" className={styles.back} />
                  {labels.previous}
                </span>
                <span className={styles.name}>{previous.name}</span>
              </a>
            )}
          </li>
          <li className={styles.all}>
            <ButtonLink href={list.href} variant="outline">
              {list.label}
            </ButtonLink>
          </li>
          <li className={styles.next}>
            {next && (
              <a href={recipePath(next)} rel="next" className={styles.link}>
                <span className={styles.direction}>
                  {labels.next}
                  <Icon name="arrow" size="sm" />
                </span>
                <span className={styles.name}>{next.name}</span>
              </a>
            )}
          </li>
        </ul>
      </Container>
    </nav>
  );
}
