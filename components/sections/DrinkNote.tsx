import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/Icon';
import styles from './DrinkNote.module.css';

interface DrinkNoteProps {
  title: string;
  text: string;
  link: { label: string; href: string };
}

/** A short aside that leads from a recipe to the drink, where they share flavours. */
export function DrinkNote({ title, text, link }: DrinkNoteProps) {
  return (
    <aside className={styles.note} aria-labelledby="con-limenta">
      <span className={styles.icon}>
        <Icon name="leaf" size="lg" />
      </span>
      <div className={styles.body}>
        <h2 id="con-limenta" className={styles.title}>
          {title}
        </h2>
        <p>{text}</p>
        <p>
          <ButtonLink href={link.href} variant="outline">
            {link.label}
          </ButtonLink>
        </p>
      </div>
    </aside>
  );
}
