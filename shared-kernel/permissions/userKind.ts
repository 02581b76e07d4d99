import type { UserKind } from '../domain/entities';
import { PERMISSIONS } from './codes';

/** SPEC §6 user kind: a patient token wins; otherwise the first matching permission decides. */
const KIND_BY_PERMISSION: ReadonlyArray<readonly [string, UserKind]> = [
  [PERMISSIONS.VIEW_PROGRAMS, 'professional'],
  [PERMISSIONS.ACCESS_HEARTH_ADMIN, 'hearthadmin'],
  [PERMISSIONS.ACCESS_PROVIDER_ADMIN, 'provideradmin'],
  [PERMISSIONS.ACCESS_CLIENT_PARTNER, 'clientpartner'],
  [PERMISSIONS.ACCESS_SECURE_WEB_CHAT, 'patient'],
];

export function userKind(input: { patientToken: boolean; permissions: readonly string[] }): UserKind {
  if (input.patientToken) return 'patient';
  for (const [code, kind] of KIND_BY_PERMISSION) {
    if (input.permissions.includes(code)) return kind;
  }
  return 'unknown';
}
