import { isPublicPath, ORGANIZATIONS_PATH } from '@hearth/shared-kernel/paths';

/** Paths the host renders itself (SPEC §2 public routes and the organisations dashboard); no area may claim them. */
export function isHostPath(pathname: string): boolean {
  return isPublicPath(pathname) || pathname.replace(/\/+$/, '') === ORGANIZATIONS_PATH;
}
