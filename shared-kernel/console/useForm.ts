/**
 * A form's values and the messages of the fields that are wrong: checked by the kernel's rule on
 * submit, and again as a wrong field is corrected, so a message goes as soon as it no longer holds.
 * The server's refusal of a field shows the same way (`refuse`).
 */
import { useState } from 'react';

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

export interface Form<F> {
  values: F;
  errors: FieldErrors<F>;
  set<K extends keyof F>(field: K, value: F[K]): void;
  /** Checks every field; answers the values when none is wrong. */
  check(): F | null;
  /** Shows messages the server gave for fields. */
  refuse(errors: FieldErrors<F>): void;
  reset(values: F): void;
}

export function useForm<F>(initial: F | (() => F), validate: (values: F) => FieldErrors<F>): Form<F> {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  return {
    values,
    errors,
    set(field, value) {
      const next = { ...values, [field]: value };
      setValues(next);
      // Once shown, a message follows the field: it goes when corrected, never appears while typing.
      if (errors[field]) setErrors((e) => ({ ...e, [field]: validate(next)[field] }));
    },
    check() {
      const found = validate(values);
      setErrors(found);
      return Object.values(found).some(Boolean) ? null : values;
    },
    refuse: (found) => setErrors((e) => ({ ...e, ...found })),
    reset(next) {
      setValues(next);
      setErrors({});
    },
  };
}
