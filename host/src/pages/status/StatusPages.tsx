/** The host's status pages (SPEC §2): success, lost, unauthorized and the page-not-found catch-all. */
import type { ReactNode } from 'react';
import { Link, useLocation } from '@hearth/shared-kernel/react';
import { PageFrame } from '../../components/PageFrame';
import { visitorTexts } from '../../visitor/visitorTexts';
import { statusEn, statusEs } from './statusTexts';

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
function HomeLinkPage({ title, children, home = 'Go to your home page', lang }: { title: string; children: ReactNode; home?: string; lang?: string }) {
  return (
    <div lang={lang}>
      <PageFrame title={title}>
        {children}
        <p>
          <Link to="/">{home}</Link>
        </p>
      </PageFrame>
    </div>
  );
}

/** Where a patient's expired link lands: in the patient's language. */
export function LostPage() {
  const { t, lang } = visitorTexts(statusEn, statusEs);
  return (
    <HomeLinkPage title={t('lost.title')} home={t('home')} lang={lang}>
      <p>{t('lost.body')}</p>
      <p>
        {t('lost.textBefore')} <strong>{t('lost.keyword')}</strong> {t('lost.textAfter')}
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
  const { t, lang } = visitorTexts(statusEn, statusEs);
  return (
    <HomeLinkPage title={t('notFound.title')} home={t('home')} lang={lang}>
      <p>{t('notFound.body')}</p>
    </HomeLinkPage>
  );
}
