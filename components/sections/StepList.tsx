import type { OrderStep } from '@/content/order-steps';
import styles from './StepList.module.css';

/** Numbered steps; the numbers come from the list's order. */
export function StepList({ steps }: { steps: OrderStep[] }) {
  return (
    <ol className={styles.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>
            <span className="visually-hidden">{index + 1}. </span>
            {step.title}
          </h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
