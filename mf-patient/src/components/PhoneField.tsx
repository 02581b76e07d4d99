/**
 * A US phone number field formatted as the patient types ('(555) 123-4567'), the caret kept after
 * the digit it followed (the kernel's typePhone). The form sends the digits alone.
 */
import { useLayoutEffect, useRef } from 'react';
import { typePhone } from '@hearth/shared-kernel/rules';
import { TextField, type FieldProps } from './Field';

type PhoneFieldProps = Omit<FieldProps, 'value' | 'onChange'> & { value: string; onChange(value: string): void };

export function PhoneField({ value, onChange, ...field }: PhoneFieldProps) {
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  // After React wrote the formatted value, put the caret back where the patient was typing.
  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = null;
    if (pending && pending.input === document.activeElement) pending.input.setSelectionRange(pending.at, pending.at);
  });
  return (
    <TextField
      type="tel"
      inputMode="tel"
      {...field}
      value={value}
      onChange={(e) => {
        const typed = typePhone(e.target.value, e.target.selectionStart ?? e.target.value.length, value);
        caret.current = { input: e.target, at: typed.caret };
        onChange(typed.value);
      }}
    />
  );
}
