/**
 * A labelled form control with its error under it, tied together for screen readers
 * (aria-describedby, aria-invalid). Big touch targets; the right keyboard on phones via inputMode.
 * Errors arrive as the kernel's or the server's English and are shown in the patient's language.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useText } from '../i18n/useText';

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const { tx } = useText();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'pt-field pt-field--invalid' : 'pt-field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="pt-hint">
          {hint}
        </span>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <span id={errorId} className="pt-field-error">
          {tx(error)}
        </span>
      ) : null}
    </div>
  );
}

type FieldProps = { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, hint, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => <input id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...input} />}
    </FieldFrame>
  );
}

/** The date-of-birth field of the enrollment check and of a secure link: one format, one hint. */
export function DobField({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  const { t } = useText();
  return (
    <TextField
      label={t('dob')}
      hint={t('dobHint')}
      inputMode="numeric"
      autoComplete="bday"
      placeholder={t('dobFormat')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    />
  );
}

type SelectProps = {
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
} & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ label, error, options, placeholder, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...select}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A checkbox with its label beside it and its error under it. */
export function CheckField({ label, error, ...input }: { label: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { tx } = useText();
  const id = useId();
  return (
    <div className={error ? 'pt-check pt-field--invalid' : 'pt-check'}>
      <input type="checkbox" id={id} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <span id={`${id}-error`} className="pt-field-error">
          {tx(error)}
        </span>
      ) : null}
    </div>
  );
}

/** The messages of a refused form, announced at once, first thing the patient reads. */
export function FormErrors({ messages: english }: { messages: readonly string[] }) {
  const { tx } = useText();
  const messages = english.map(tx);
  if (messages.length === 0) return null;
  return (
    <div className="pt-alert" role="alert">
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
