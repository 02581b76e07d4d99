/** Input schemas of the flag calls (../flags.ts). */
import { none } from './common';

export const appConfig = none;
