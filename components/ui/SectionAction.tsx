import { ButtonLink, type ButtonVariant } from './ButtonLink';
import styles from './SectionAction.module.css';

interface SectionActionProps {
  action: { label: string; href: string };
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
}

/** The one button that closes a section, centred below its content. */
export function SectionAction({ action, variant, size }: SectionActionProps) {
  return (
    <p className={styles.action}>
      <ButtonLink href={action.href} variant={variant} size={size}>
        {action.label}
      </ButtonLink>
    </p>
  );
}
