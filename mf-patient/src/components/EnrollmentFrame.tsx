/**
 * An enrollment step (SPEC §2): the enrollment header (except on the steps that have none) and a
 * link to the step that follows, keeping the link's token.
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@hearth/shared-kernel/react';
import { paths, type EnrollmentStep } from '@hearth/shared-kernel/paths';
import { ScreenFrame } from './ScreenFrame';

export interface EnrollmentFrameProps {
  title: string;
  /** False on initial features, finished and not-found (SPEC §2). */
  withHeader?: boolean;
  /** The next step, or 'start' for the initial features page. */
  next?: { step: EnrollmentStep | 'start'; label: string };
  children: ReactNode;
}

function EnrollmentHeader() {
  return (
    <header className="pt-header">
      <span className="pt-brand">Hearth</span>
      <span className="pt-header-note">Enrollment</span>
    </header>
  );
}

export function EnrollmentFrame({ title, withHeader = true, next, children }: EnrollmentFrameProps) {
  const token = useSearchParams()[0].get('token') ?? '';
  const nextHref = next ? paths.enrollment(token, next.step === 'start' ? undefined : next.step) : undefined;
  return (
    <ScreenFrame title={title} header={withHeader ? <EnrollmentHeader /> : undefined}>
      {children}
      {nextHref && next ? (
        <p className="pt-actions">
          <Link className="pt-button" to={nextHref}>
            {next.label}
          </Link>
        </p>
      ) : null}
    </ScreenFrame>
  );
}
