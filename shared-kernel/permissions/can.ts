import { PERMISSIONS, type PermissionName } from './codes';

export const INVALID_PERMISSION_MESSAGE = 'Invalid action provided for permission check';

export function isPermissionName(name: unknown): name is PermissionName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(PERMISSIONS, name);
}

/** The code of a permission name; throws on an unknown name (SPEC §5). */
export function permissionCode(name: PermissionName): string {
  if (!isPermissionName(name)) throw new Error(INVALID_PERMISSION_MESSAGE);
  return PERMISSIONS[name];
}

/**
 * True when `held` (permission codes) holds `required`; a list needs all of them.
 * Every name is checked before answering, so a typo throws even when an earlier name fails.
 */
export function can(held: readonly string[], required: PermissionName | readonly PermissionName[]): boolean {
  const names = typeof required === 'string' ? [required] : required;
  const codes = names.map(permissionCode);
  return codes.every((code) => held.includes(code));
}
