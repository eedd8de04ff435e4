import { footerColumns } from '@/content/navigation';
import { companyName, formatAddress, site } from '@/content/site';
import { ui } from '@/content/ui';
import { companyRegistration } from '@/lib/company';
import { Logo } from './Logo';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const { company } = site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo inverse />
          <p className={styles.tagline}>{site.tagline}</p>
          <p>
            <a className={styles.email} href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
        </div>
        <nav className={styles.columns} aria-label={ui.footerNavLabel}>
          {footerColumns.map((column) => (
            <div key={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.legal}>
        <p className={styles.company}>
          <span>{companyName(company)}</span>
          <span>{formatAddress(company)}</span>
          {companyRegistration(company, ui).map((part) => (
            <span key={part}>{part}</span>
          ))}
          <span>
            {ui.pecLabel} <a href={`mailto:${company.pec}`}>{company.pec}</a>
          </span>
        </p>
        <p>
          © {site.copyrightYear} {site.copyrightHolder}
        </p>
      </div>
    </footer>
  );
}
