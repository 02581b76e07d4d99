import { useId } from 'react';

export const DISABLED_FEATURE_HEADING = 'This feature is disabled';
export const DISABLED_FEATURE_MESSAGE = "This feature is currently disabled. Please contact your provider's representative for access.";

export interface DisabledFeatureNoticeProps {
  /** The feature's name, shown in the heading when given. */
  feature?: string;
}

/** SPEC §2: says the feature is disabled and to contact the provider's representative. */
export function DisabledFeatureNotice({ feature }: DisabledFeatureNoticeProps) {
  const headingId = useId();
  return (
    <section className="hearth-disabled-feature" aria-labelledby={headingId}>
      <h2 id={headingId}>{feature ? `${feature}: ${DISABLED_FEATURE_HEADING.toLowerCase()}` : DISABLED_FEATURE_HEADING}</h2>
      <p>{DISABLED_FEATURE_MESSAGE}</p>
    </section>
  );
}
