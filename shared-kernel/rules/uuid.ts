/**
 * Ids are UUIDs in their canonical 8-4-4-4-12 hex form: the one check every client and server
 * schema uses before an id reaches the database (PostgreSQL refuses anything else with an error).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);
