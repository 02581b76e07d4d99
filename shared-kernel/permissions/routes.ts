import type { PermissionName } from './codes';

/** Where a guarded route sends a logged-in user who lacks its permissions. */
export type RouteFallback = 'unauthorized' | 'lost';

/** One route of an area's static manifest: readable by the host without downloading remote code. */
export interface RouteEntry {
  /** react-router style path, e.g. '/patient-settings/general-info/:id'. */
  path: string;
  title: string;
  /** All are required (SPEC §6). Empty: any logged-in user. */
  permissions: PermissionName[];
  fallback?: RouteFallback;
  /** Public routes need no login (enrollment, education). */
  public?: boolean;
  /** Usable before an organisation is chosen (the organisations dashboard itself). */
  orgOptional?: boolean;
}

export interface RouteManifest {
  area: 'patient' | 'professional' | 'admin';
  routes: RouteEntry[];
}
