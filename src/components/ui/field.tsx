import type { ReactNode } from 'react';
import styles from './field.module.css';

/** The look of a text input, select or textarea, for a control that is not a TextField. */
export const inputClassName = styles.input;

/** The wrapper that stacks a field's label, control, hint and error. */
export function Field({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `${styles.field} ${className}` : styles.field}>{children}</div>;
}

/** A field's label; a required field's asterisk is drawn, not read (aria-required says it). */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required && (
        <span aria-hidden="true" className={styles.asterisk}>
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** A quiet line under the control; give its id to the control's aria-describedby. */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** The field's error, announced when it appears; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}

/** The ids of a control's hint and error, for aria-describedby (the error first: it matters more). */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
