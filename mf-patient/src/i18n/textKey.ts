/** Every English text's key, whichever part holds it. */
import type { en } from './en';
import type { enChat } from './enChat';
import type { enEnrollment } from './enEnrollment';
import type { enLookup } from './enLookup';

export type TextKey = keyof typeof en | keyof typeof enEnrollment | keyof typeof enChat | keyof typeof enLookup;
