/** The host's status pages (SPEC §2): success, lost, unauthorized and the page-not-found catch-all. */
import type { ReactNode } from 'react';
import { Link, useLocation } from '@hearth/shared-kernel/react';
import { PageFrame } from '../../components/PageFrame';

export function SuccessPage() {
  const state = useLocation().state as { message?: string } | null;
  return (
    <PageFrame title="Success" narrow>
      <p>{state?.message ?? 'Your request has been completed.'}</p>
      <p>
        <Link to="/login">Go to the log in page</Link>
      </p>
    </PageFrame>
  );
}

/** A page that says what happened, then offers the way home. */
function HomeLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame title={title}>
      {children}
      <p>
        <Link to="/">Go to your home page</Link>
      </p>
    </PageFrame>
  );
}

export function LostPage() {
  return (
    <HomeLinkPage title="You seem to be lost">
      <p>The page you asked for is not available to you.</p>
      <p>
        If you followed a link from a text message, it may have expired. Text <strong>Secure</strong> to get a new link.
      </p>
    </HomeLinkPage>
  );
}

export function UnauthorizedPage() {
  return (
    <HomeLinkPage title="Unauthorized">
      <p>You do not have permission to view this page.</p>
      <p>If you think you should, ask your practice administrator to review your permissions.</p>
    </HomeLinkPage>
  );
}

export function NotFoundPage() {
  return (
    <HomeLinkPage title="Page not found">
      <p>We could not find the page you asked for. Check the address, or go back to where you started.</p>
    </HomeLinkPage>
  );
}
