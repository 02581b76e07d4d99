/** The host's status pages (SPEC §2): success, lost, unauthorized and the page-not-found catch-all. */
import type { ReactNode } from 'react';
import { Link, useLocation } from '@hearth/shared-kernel/react';
import { PageFrame } from '../../components/PageFrame';
import { visitorTexts } from '../../visitor/visitorTexts';
import { statusEn, statusEs, type StatusKey } from './statusTexts';

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
function HomeLinkPage({ title, children, home = 'Go to your home page' }: { title: string; children: ReactNode; home?: string }) {
  return (
    <PageFrame title={title}>
      {children}
      <p>
        <Link to="/">{home}</Link>
      </p>
    </PageFrame>
  );
}

/** A page a patient can land on: its words, title and way home in the patient's language. */
function VisitorPage({ title, body }: { title: 'lost.title' | 'notFound.title'; body: (t: (key: StatusKey) => string) => ReactNode }) {
  const { t, lang } = visitorTexts(statusEn, statusEs);
  return (
    <div lang={lang}>
      <HomeLinkPage title={t(title)} home={t('home')}>
        {body(t)}
      </HomeLinkPage>
    </div>
  );
}

/** Where a patient's expired link lands. */
export function LostPage() {
  return (
    <VisitorPage
      title="lost.title"
      body={(t) => (
        <>
          <p>{t('lost.body')}</p>
          <p>
            {t('lost.textBefore')} <strong>{t('lost.keyword')}</strong> {t('lost.textAfter')}
          </p>
        </>
      )}
    />
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
  return <VisitorPage title="notFound.title" body={(t) => <p>{t('notFound.body')}</p>} />;
}
