import { DemoBand } from './DemoBand';
import { Announcement } from './Announcement';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { TrustBar } from './TrustBar';
import styles from './SiteHeader.module.css';

export function SiteHeader({ currentPath }: { currentPath: string | null }) {
  return (
    <header className={styles.header}>
      {/* First in the banner, so it is the first thing read and seen, inside a landmark like all content. */}
      <DemoBand />
      <TrustBar />
      <div className={styles.bar}>
        <Logo />
        <MainNav currentPath={currentPath} />
      </div>
      <Announcement />
    </header>
  );
}
