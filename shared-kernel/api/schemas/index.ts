/**
 * The input schemas of every call, by domain. Run-time zod: the API imports this; a browser
 * imports it as types only (see ../call.ts).
 */
export * from './common';
export * as patientSchemas from './patients';
export * as programSchemas from './programs';
export * as broadcastSchemas from './broadcasts';
