import { PageIntro } from '@/components/sections/PageIntro';
import { Container } from '@/components/ui/Container';
import { Prose } from '@/components/ui/Prose';
import { SiteShell } from '@/components/layout/SiteShell';
import { legalDocuments, legalLabels, type LegalDocument, type LegalRoute } from '@/content/pages/legal';
import { fillTemplate } from '@/content/ui';
import { loadLegalDocument } from '@/lib/legal-markdown';
import styles from './LegalDocumentView.module.css';

/** The page of a legal route (app/privacy, app/termini, app/dati-personali). */
export const legalPage = (route: LegalRoute) =>
  function Page() {
    return (
      <SiteShell currentPath={route}>
        <LegalDocumentView document={legalDocuments[route]} />
      </SiteShell>
    );
  };

/** A legal page: title, last revision, an index of its sections and the text itself. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { html, sections } = loadLegalDocument(document);
  return (
    <>
      <PageIntro title={document.title} lead={document.lead} />
      <Container className={styles.body}>
        <p className={styles.updated}>{fillTemplate(legalLabels.lastUpdated, { date: document.lastUpdated })}</p>
        <div className={styles.layout}>
          <nav className={styles.toc} aria-labelledby="indice">
            <p id="indice" className={styles.tocTitle}>
              {legalLabels.tableOfContents}
            </p>
            <ol className={styles.tocList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <Prose html={html} />
        </div>
      </Container>
    </>
  );
}
