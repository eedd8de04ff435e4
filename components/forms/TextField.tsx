import clsx from 'clsx';
import type { ChangeEvent } from 'react';
import styles from './TextField.module.css';

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  requiredMark: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Shown (and announced) once the value reaches maxLength. */
  limitMessage: string;
  disabled: boolean;
  /** What is wrong with the value, shown beside the field and tied to it. */
  error?: string | null;
  type?: 'text' | 'email';
  /** The browser's own check when the form works without JavaScript. */
  pattern?: string;
  autoComplete?: string;
  placeholder?: string;
  /** A multi-line text box of this many rows. */
  rows?: number;
}

/** A required field with its visible label, its error and its length-limit message tied to it. */
export function TextField({
  id,
  label,
  requiredMark,
  onChange,
  limitMessage,
  error,
  rows,
  type = 'text',
  pattern,
  ...control
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const atLimit = control.value.length >= control.maxLength;
  const describedBy = clsx(error && errorId, atLimit && limitId) || undefined;
  const shared = {
    id,
    ...control,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: clsx(styles.control, error && styles.invalid),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label} <span aria-hidden="true">{requiredMark}</span>
      </label>
      {rows ? <textarea rows={rows} {...shared} /> : <input type={type} pattern={pattern} {...shared} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <p id={limitId} className={styles.limit} aria-live="polite">
        {atLimit ? limitMessage : ''}
      </p>
    </div>
  );
}
