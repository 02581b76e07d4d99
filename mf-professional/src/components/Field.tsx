/**
 * A labelled form field with its validation message. The control is given its id and, when
 * there is an error, aria-invalid and aria-describedby, so screen readers read the message.
 */
import { cloneElement, useId, type ReactElement } from 'react';

export interface FieldProps {
  label: string;
  error?: string | null;
  /** The one control: an antd or native input that accepts id and aria-* props. */
  children: ReactElement<Record<string, unknown>>;
  hint?: string;
}

export function Field({ label, error, children, hint }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`pro-field${error ? ' pro-field--error' : ''}`}>
      <label htmlFor={id} className="pro-field__label">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        status: error ? 'error' : undefined,
      })}
      {hint ? (
        <div id={hintId} className="pro-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="pro-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
