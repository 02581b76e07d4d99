/**
 * Shows a feature only while its app-config flag is on for this user (SPEC §6: on globally or for
 * users on the bypass list); otherwise the kernel's disabled-feature notice. Until the configuration
 * has arrived (first fetched 500 ms after login) the feature is shown: flags shape the interface,
 * the API enforces access.
 */
import type { ReactNode } from 'react';
import { bus } from '@hearth/shared-kernel/bus';
import type { AppFlag } from '@hearth/shared-kernel/domain';
import { DisabledFeatureNotice, useBehavior, useFlag } from '@hearth/shared-kernel/react';

export interface FeatureGateProps {
  flag: AppFlag;
  /** The feature's name in the notice. */
  feature: string;
  children: ReactNode;
}

export function FeatureGate({ flag, feature, children }: FeatureGateProps) {
  const config = useBehavior(bus.config$);
  const on = useFlag(flag);
  if (config !== null && !on) return <DisabledFeatureNotice feature={feature} />;
  return <>{children}</>;
}
