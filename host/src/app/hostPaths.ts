/** Paths the host renders itself (SPEC §2 public routes and the organisations dashboard); no area may claim them. */
export const HOST_PATHS = [
  '/', '/login', '/login/callback', '/forgot', '/reset', '/logout', '/organizations', '/compliance-public',
  '/privacy-policy', '/terms-conditions', '/end-user-license-agreement', '/success', '/lost', '/unauthorized',
] as const;

export function isHostPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (HOST_PATHS as readonly string[]).includes(path);
}
