/**
 * /organizations: the organisations dashboard picker. A user of several organisations chooses the
 * one to work in; the choice is stored by the kernel and the user continues to `goto`.
 */
import { Navigate, useLocation, useNavigate, useSearchParams } from '@hearth/shared-kernel/react';
import { paths, safeGoto } from '@hearth/shared-kernel/paths';
import { session } from '@hearth/shared-kernel/session';
import { PageFrame } from '../../components/PageFrame';
import { useSessionVersion } from '../../session/useGuardState';

export default function OrganizationsPage() {
  useSessionVersion();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (!session.isLoggedIn()) return <Navigate to={paths.login(pathname + search)} replace />;

  const goto = safeGoto(params.get('goto'), paths.home());
  const orgs = session.orgSummaries();
  const selected = session.orgId;
  const choose = (orgId: string) => {
    if (session.selectOrg(orgId)) navigate(goto, { replace: true });
  };

  return (
    <PageFrame title="Choose an organization" narrow>
      {orgs.length === 0 ? (
        <p>Your account is not part of any organization yet. Please contact your practice administrator.</p>
      ) : (
        <>
          <p>You work in more than one organization. Choose the one to work in now; you can switch at any time from the header.</p>
          <ul className="org-list">
            {orgs.map((org) => (
              <li key={org.id}>
                <button type="button" onClick={() => choose(org.id)} aria-current={org.id === selected ? 'true' : undefined}>
                  {org.name}
                  {org.id === selected ? <span>Currently selected</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
