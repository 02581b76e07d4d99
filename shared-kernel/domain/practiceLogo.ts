/**
 * A practice's logo (issue 37, "a page the patient trusts"): set in practice admin, shown beside the
 * practice's name on the enrollment pages and the secure chat. Raster images only: an SVG can
 * carry script, so it is refused whatever its name says.
 */

/** At most 200 KiB: a logo is shown about 40 px high on a patient's phone. */
export const PRACTICE_LOGO_MAX_BYTES = 200 * 1024;

/** The types a logo may be, judged by its first bytes on the server. */
export const PRACTICE_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PracticeLogoType = (typeof PRACTICE_LOGO_TYPES)[number];

export const PRACTICE_LOGO_MESSAGES = {
  type: 'The logo must be a PNG, JPEG or WebP image (SVG is not accepted).',
  size: 'The logo must be 200 KB or smaller.',
  empty: 'The logo file is empty.',
} as const;

/** GET/PUT/DELETE practice-admin/{orgId}/logo: the logo's public address (relative to the API), or null when none. */
export interface PracticeLogo {
  url: string | null;
}
