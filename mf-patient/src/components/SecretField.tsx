/**
 * A field whose value can be shown or hidden (the PIN, the texted code): a toggle button beside it
 * (aria-pressed when shown; its text says what pressing it does).
 */
import { useState } from 'react';
import { FieldFrame, type FieldProps } from './Field';
import { useText } from '../i18n/useText';

export function SecretField({ label, error, hint, shownAtFirst = false, ...input }: FieldProps & { shownAtFirst?: boolean }) {
  const [shown, setShown] = useState(shownAtFirst);
  const { t } = useText();
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="pt-secret">
          <input id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...input} type={shown ? 'text' : 'password'} />
          <button type="button" className="pt-secret-toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
            {shown ? t('secret.hide') : t('secret.show')}
            <span className="sr-only"> {label}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
