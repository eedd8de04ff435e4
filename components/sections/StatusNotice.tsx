import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import styles from './StatusNotice.module.css';

interface StatusNoticeProps {
  title: string;
  /** The headline's language when it differs from the page's (the spec quotes them in English). */
  titleLang?: string;
  /** Shown right after the headline, e.g. the error's status or message. */
  detail?: string;
  text: string;
  /** Links or buttons that lead the visitor on. */
  children: ReactNode;
}

/** The whole content of a short status page: the 404 page, the rendering-error screens, a moved address. */
export function StatusNotice({ title, titleLang, detail, text, children }: StatusNoticeProps) {
  return (
    <section className={styles.notice} aria-labelledby="status-title">
      <Container size="narrow" className={styles.inner}>
        {/* Lazy: every page's framework payload carries the 404 screen (Next's not-found boundary),
            and React preloads an eager image it renders, so each page would preload this one. */}
        <img className={styles.art} src="/art/lemon.svg" alt="" width={160} height={160} loading="lazy" />
        <h1 id="status-title" className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {detail && <p className={styles.detail}>{detail}</p>}
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </Container>
    </section>
  );
}
