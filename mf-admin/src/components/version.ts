/**
 * This build's release version: the package's version, set at build time (webpack DefinePlugin,
 * HEARTH_AREA_VERSION may name a release). The host never pins it: it loads whatever build the
 * runtime configuration points at, and this is how a person sees which one that is.
 */
declare const __AREA_VERSION__: string | undefined;

export const ADMIN_VERSION: string = typeof __AREA_VERSION__ === 'string' ? __AREA_VERSION__ : 'development';
