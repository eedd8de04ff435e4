import type { FaqItem } from '@/content/faq';
import styles from './FaqList.module.css';

/** Questions that open to their answer; native <details>, so they work without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
