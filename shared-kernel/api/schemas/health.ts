/** Input schemas of the health calls (../health.ts): none take input. */
import { none } from './common';

export const health = none;
export const ready = none;
