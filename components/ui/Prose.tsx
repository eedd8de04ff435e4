import styles from './Prose.module.css';

/**
 * Long-form text (the legal pages) set for comfortable reading: `html` is rendered at build time
 * from our own Markdown in content/ (never from visitors).
 */
export function Prose({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
