/**
 * A labelled form field with its validation message or warning. The control is given its id and,
 * with an error, aria-invalid and aria-describedby, so screen readers read the message.
 */
import { cloneElement, useId, type ReactElement } from 'react';

export interface FieldProps {
  label: string;
  error?: string | null;
  /** A recommendation not followed: shown, but saving is allowed. */
  warning?: string | null;
  hint?: string;
  /** The one control: an antd or native input that accepts id and aria-* props. */
  children: ReactElement<Record<string, unknown>>;
}

export function Field({ label, error, warning, hint, children }: FieldProps) {
  const id = useId();
  const ids = { hint: `${id}-hint`, error: `${id}-error`, warning: `${id}-warning` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null, warning ? ids.warning : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`hc-field${error ? ' hc-field--error' : ''}`}>
      <label htmlFor={id} className="hc-field__label">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        status: error ? 'error' : warning ? 'warning' : undefined,
      })}
      {hint ? (
        <div id={ids.hint} className="hc-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={ids.error} className="hc-field__error" role="alert">
          {error}
        </div>
      ) : null}
      {warning ? (
        <div id={ids.warning} className="hc-field__warning" role="status">
          {warning}
        </div>
      ) : null}
    </div>
  );
}
