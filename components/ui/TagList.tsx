import styles from './TagList.module.css';

/** A wrapped row of short labels. */
export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
