/**
 * The host's own pages (SPEC §2 public routes and the organisations dashboard). Everything else
 * falls to the area route. Every page but logout is a chunk of its own: /login stays small, and an
 * area's page carries none of them.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@hearth/shared-kernel/react';
import { LogoutPage } from '../pages/logout/LogoutPage';
import { AreaLoading } from './AreaStatus';

// Every page outside the host's own (remote areas, page-not-found) goes through this route. It
// comes with the area machinery (the areas chunk, which an area's page preloads): the host's own
// pages never load it.
const AreaRoute = lazy(() => import(/* webpackChunkName: "areas" */ './AreaRoute').then((m) => ({ default: m.AreaRoute })));
// The sign-in pages: one chunk, which the host's own pages preload and an area's page (a patient's
// link) never downloads.
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../pages/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const LoginCallbackPage = lazy(() =>
  import(/* webpackChunkName: "login" */ '../pages/login-callback/LoginCallbackPage').then((m) => ({ default: m.LoginCallbackPage })),
);
const HomeRedirect = lazy(() => import('../pages/home/HomeRedirect').then((m) => ({ default: m.HomeRedirect })));
const ForgotPage = lazy(() => import('../pages/forgot/ForgotPage'));
const ResetPage = lazy(() => import('../pages/reset/ResetPage'));
const OrganizationsPage = lazy(() => import('../pages/organizations/OrganizationsPage'));
const status = () => import('../pages/status/StatusPages');
const SuccessPage = lazy(() => status().then((m) => ({ default: m.SuccessPage })));
const LostPage = lazy(() => status().then((m) => ({ default: m.LostPage })));
const UnauthorizedPage = lazy(() => status().then((m) => ({ default: m.UnauthorizedPage })));
const legal = () => import('../pages/legal/LegalPages');
const CompliancePublicPage = lazy(() => legal().then((m) => ({ default: m.CompliancePublicPage })));
const PrivacyPolicyPage = lazy(() => legal().then((m) => ({ default: m.PrivacyPolicyPage })));
const TermsConditionsPage = lazy(() => legal().then((m) => ({ default: m.TermsConditionsPage })));
const EulaPage = lazy(() => legal().then((m) => ({ default: m.EndUserLicenseAgreementPage })));

export function HostRoutes() {
  return (
    <Suspense fallback={<AreaLoading />}>
      <Routes>
        <Route path="/" element={<HomeRedirect />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login/callback" element={<LoginCallbackPage />} />
        <Route path="/forgot" element={<ForgotPage />} />
        <Route path="/reset" element={<ResetPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/organizations" element={<OrganizationsPage />} />
        <Route path="/compliance-public" element={<CompliancePublicPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms-conditions" element={<TermsConditionsPage />} />
        <Route path="/end-user-license-agreement" element={<EulaPage />} />
        <Route path="/success" element={<SuccessPage />} />
        <Route path="/lost" element={<LostPage />} />
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
        <Route path="*" element={<AreaRoute />} />
      </Routes>
    </Suspense>
  );
}
