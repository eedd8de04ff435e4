import clsx from 'clsx';
import { mainNav } from '@/content/navigation';
import { ui } from '@/content/ui';
import { Icon } from '@/components/ui/Icon';
import styles from './MainNav.module.css';

interface MainNavProps {
  /** The route being rendered; its link is highlighted and marked aria-current="page". */
  currentPath: string | null;
}

const MENU_ID = 'menu-principale';

/**
 * Closes the open phone menu when focus moves from it (or its toggle) to anything else, so it never
 * covers the element that now has focus. The only thing the browser does not do by itself; a plain
 * inline script, kept by the post-export step (data-keep) and allowed by its hash in the policy.
 */
const closeOnFocusLeave = `(function(){var m=document.getElementById('${MENU_ID}'),t=document.querySelector('[popovertarget="${MENU_ID}"]');if(!m||!t||!m.hidePopover)return;function inside(n){return n===t||m.contains(n)}document.addEventListener('focusout',function(e){if(e.relatedTarget&&inside(e.target)&&!inside(e.relatedTarget)&&m.matches(':popover-open'))m.hidePopover()})})();`;

/**
 * One list of links for every width. On phones it is a popover opened by the Menu button: the
 * browser opens and closes it without JavaScript, closes it with Escape or a click elsewhere and
 * gives focus back to the button, and tells assistive technology whether it is expanded. From
 * 1024 px the same list is always shown inline and the button is hidden.
 */
export function MainNav({ currentPath }: MainNavProps) {
  return (
    <nav className={styles.nav} aria-label={ui.mainNavLabel}>
      <button type="button" className={styles.toggle} popoverTarget={MENU_ID}>
        <Icon name="menu" className={styles.openIcon} />
        <Icon name="close" className={styles.closeIcon} />
        <span>{ui.menuOpen}</span>
      </button>
      <ul id={MENU_ID} className={styles.list} popover="auto">
        {mainNav.map((item) => {
          const isCurrent = item.href === currentPath;
          return (
            <li key={item.href}>
              <a
                href={item.href}
                className={clsx(styles.link, isCurrent && styles.current)}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
      <script data-keep dangerouslySetInnerHTML={{ __html: closeOnFocusLeave }} />
    </nav>
  );
}
