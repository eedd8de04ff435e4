import type { Claim } from '@/content/claims';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import styles from './ClaimsStrip.module.css';

/** The product's claims as a row of badges. */
export function ClaimsStrip({ claims, label }: { claims: Claim[]; label: string }) {
  return (
    <section className={styles.strip} aria-label={label}>
      <Container>
        <ul className={styles.list}>
          {claims.map((claim) => (
            <li key={claim.label} className={styles.item}>
              <Icon name="check" className={styles.icon} />
              <span>
                <strong className={styles.label}>{claim.label}</strong>
                <span className={styles.detail}>{claim.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
