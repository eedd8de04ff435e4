import styles from './Author.module.css';

interface AuthorProps {
  name: string;
  /** A second line, e.g. the city. */
  detail: string;
  /** Show the initial in a round avatar. */
  avatar?: boolean;
}

/** Who wrote a testimonial: optional initial avatar, name and a detail line. */
export function Author({ name, detail, avatar = true }: AuthorProps) {
  return (
    <span className={styles.author}>
      {avatar && (
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0)}
        </span>
      )}
      <span>
        <span className={styles.name}>{name}</span>
        <span className={styles.detail}>{detail}</span>
      </span>
    </span>
  );
}
