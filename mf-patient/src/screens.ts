/**
 * Which screen renders each route of the manifest. The manifest (routes.ts) stays pure data for
 * the host; this map is the code side. Every screen is its own chunk, so a patient opening a link
 * on a slow phone downloads only that page (a few KiB); the next step arrives when opened. The
 * first page of an enrollment link, and the page of a link that no longer works, ship with the
 * area itself: one round trip less where patients arrive.
 */
import type { ComponentType } from 'react';
import { lazyScreen, type AreaScreens, type ScreenProps } from '@hearth/shared-kernel/react';
import EnrollmentFeaturesPage from './pages/enrollment-features/EnrollmentFeaturesPage';
import EnrollmentNotFoundPage from './pages/not-found/EnrollmentNotFoundPage';
import { loadPageTexts } from './i18n/useText';

export type { ScreenProps } from '@hearth/shared-kernel/react';

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

const loaders: Record<string, Loader> = {
  '/enrollment/need-help': () => import('./pages/need-help/NeedHelpPage'),
  '/enrollment/get-started': () => import('./pages/get-started/GetStartedPage'),
  '/enrollment/verify-dob': () => import('./pages/verify-dob/VerifyDobPage'),
  '/enrollment/verify-phone': () => import('./pages/verify-phone/VerifyPhonePage'),
  '/enrollment/info': () => import('./pages/info/InfoPage'),
  '/enrollment/confirmation': () => import('./pages/confirmation/ConfirmationPage'),
  '/enrollment/eula': () => import('./pages/eula/EulaPage'),
  '/enrollment/privacy-policy': () => import('./pages/privacy-policy/EnrollmentPrivacyPolicyPage'),
  '/enrollment/communication-policy': () => import('./pages/communication-policy/CommunicationPolicyPage'),
  '/enrollment/finished': () => import('./pages/finished/FinishedPage'),
  '/article/:toId/:fromId': () => import('./pages/article/ArticlePage'),
  '/education/:id': () => import('./pages/education/EducationPage'),
  '/patient': () => import('./pages/patient-home/PatientHomePage'),
  '/patient/secure-chat': () => import('./pages/secure-chat/SecureChatPage'),
};

export const screens: AreaScreens = {
  '/enrollment': EnrollmentFeaturesPage,
  '/enrollment/not-found': EnrollmentNotFoundPage,
  // A later page arrives with its words: its chunk and its part of the English load side by side.
  ...Object.fromEntries(
    Object.entries(loaders).map(([path, load]) => [path, lazyScreen(() => Promise.all([load(), loadPageTexts(path.startsWith('/enrollment') ? 'enrollment' : 'chat')]).then(([page]) => page))]),
  ),
};
