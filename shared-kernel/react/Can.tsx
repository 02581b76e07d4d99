import type { ReactNode } from 'react';
import { can } from '../permissions/can';
import type { PermissionName } from '../permissions/codes';
import { useSession } from './useSession';

export interface CanProps {
  /** One permission, or a list that must all be held (in the selected organisation). */
  permission: PermissionName | PermissionName[];
  children: ReactNode;
  fallback?: ReactNode;
}

/** Renders its children only when the user holds the permission(s). */
export function Can({ permission, children, fallback = null }: CanProps) {
  const { permissions } = useSession();
  return <>{can(permissions, permission) ? children : fallback}</>;
}
