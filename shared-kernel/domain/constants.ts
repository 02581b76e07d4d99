/** SPEC §9 business constants and limits, each named once. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const REQUEST_SIZE_LIMIT_BYTES = 6 * 1024 * 1024;
export const NPI_LENGTH = 10;
export const VERIFICATION_CODE_LENGTH = 4;
export const INVITE_ATTEMPTS = 3;
export const IDLE_TIMEOUT_MS = 1_200_000;
/** The idle warning comes this long before the timeout (WCAG 2.2.1 asks for at least 20 s to answer). */
export const IDLE_WARNING_MS = 60_000;
export const CONFIG_SYNC_INTERVAL_MS = 300_000;
export const CONFIG_FIRST_FETCH_DELAY_MS = 500;
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 20;
export const TASKS_INCOMPLETE_AND_RECENT = 8;
export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_LONG_MS = 7_000;
export const TOAST_ERROR_MS = 10_000;
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PATIENT_TOKEN_COOKIE_DAYS = 1;
export const CDE_NUMBER_INPUT_STEP = 10;
export const MOBILE_BREAKPOINT_PX = 768;
export const CONTACT_TIME_STEP_MINUTES = 15;

/** A date range whose start is after its end (access report, event history): said once, by the browser and the API. */
export const DATE_RANGE_MESSAGE = 'The start date must be on or before the end date.';
