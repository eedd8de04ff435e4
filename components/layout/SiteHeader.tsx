import { Announcement } from './Announcement';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { TrustBar } from './TrustBar';
import styles from './SiteHeader.module.css';

export function SiteHeader({ currentPath }: { currentPath: string | null }) {
  return (
    <header className={styles.header}>
      <TrustBar />
      <div className={styles.bar}>
        <Logo />
        <MainNav currentPath={currentPath} />
      </div>
      <Announcement />
    </header>
  );
}
