import { announcement as content } from '@/content/announcement';
import type { Announcement as AnnouncementData } from '@/content/schemas/announcement';
import { italianToday } from '@/lib/format';
import styles from './Announcement.module.css';

interface AnnouncementProps {
  /** content/announcement.yaml unless a test gives another. */
  announcement?: AnnouncementData;
  /** The day in Italy (AAAA-MM-GG) the page is built on; a test gives its own. */
  today?: string;
}

/** Whether an announcement shows on a day: it has its text, and its last day has not gone by. */
export function announcementShown(announcement: AnnouncementData, today: string): boolean {
  return Boolean(announcement.text && announcement.until && today <= announcement.until);
}

/**
 * The seasonal notice at the foot of the header, on every page, until its last day (content/announcement.yaml).
 * The site is static: the build decides, so a page built before the day keeps it until the next build
 * (npm run check:live reports an announcement past its day). No JavaScript.
 */
export function Announcement({ announcement = content, today = italianToday() }: AnnouncementProps) {
  if (!announcementShown(announcement, today)) return null;
  return (
    <section className={styles.announcement} aria-label={announcement.label}>
      <p className={styles.text}>
        {announcement.link ? (
          <a className={styles.link} href={announcement.link}>
            {announcement.text}
          </a>
        ) : (
          announcement.text
        )}
      </p>
    </section>
  );
}
