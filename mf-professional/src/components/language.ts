/** A patient's preferred language on staff screens: named in US English, "Not set" until someone chose one. */
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '@hearth/shared-kernel/i18n';

export const LANGUAGE_NOT_SET = 'Not set';

export const languageName = (language: Language | null | undefined): string => (language ? LANGUAGE_LABELS[language] : LANGUAGE_NOT_SET);

/** The languages as select options, in the kernel's order. */
export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
