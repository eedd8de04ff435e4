import clsx from 'clsx';
import styles from './Prose.module.css';

interface ProseProps {
  /** HTML rendered at build time from our own Markdown in content/ (never from visitors). */
  html: string;
  className?: string;
}

/** Long-form text (the legal pages) set for comfortable reading. */
export function Prose({ html, className }: ProseProps) {
  return <div className={clsx(styles.prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
