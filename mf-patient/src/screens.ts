/**
 * Which screen renders each route of the manifest. The manifest (routes.ts) stays pure data for
 * the host; this map is the code side. The patient area is small, so its screens ship in one chunk
 * (fewer round trips for patients on phones).
 */
import type { ComponentType } from 'react';
import EnrollmentFeaturesPage from './pages/enrollment-features/EnrollmentFeaturesPage';
import NeedHelpPage from './pages/need-help/NeedHelpPage';
import GetStartedPage from './pages/get-started/GetStartedPage';
import VerifyDobPage from './pages/verify-dob/VerifyDobPage';
import VerifyPhonePage from './pages/verify-phone/VerifyPhonePage';
import InfoPage from './pages/info/InfoPage';
import ConfirmationPage from './pages/confirmation/ConfirmationPage';
import EulaPage from './pages/eula/EulaPage';
import EnrollmentPrivacyPolicyPage from './pages/privacy-policy/EnrollmentPrivacyPolicyPage';
import CommunicationPolicyPage from './pages/communication-policy/CommunicationPolicyPage';
import FinishedPage from './pages/finished/FinishedPage';
import EnrollmentNotFoundPage from './pages/not-found/EnrollmentNotFoundPage';
import ArticlePage from './pages/article/ArticlePage';
import EducationPage from './pages/education/EducationPage';
import PatientHomePage from './pages/patient-home/PatientHomePage';
import SecureChatPage from './pages/secure-chat/SecureChatPage';

/** Every screen receives its route's title from the manifest, so the title is written once. */
export interface ScreenProps {
  title: string;
}

export const screens: Record<string, ComponentType<ScreenProps>> = {
  '/enrollment': EnrollmentFeaturesPage,
  '/enrollment/need-help': NeedHelpPage,
  '/enrollment/get-started': GetStartedPage,
  '/enrollment/verify-dob': VerifyDobPage,
  '/enrollment/verify-phone': VerifyPhonePage,
  '/enrollment/info': InfoPage,
  '/enrollment/confirmation': ConfirmationPage,
  '/enrollment/eula': EulaPage,
  '/enrollment/privacy-policy': EnrollmentPrivacyPolicyPage,
  '/enrollment/communication-policy': CommunicationPolicyPage,
  '/enrollment/finished': FinishedPage,
  '/enrollment/not-found': EnrollmentNotFoundPage,
  '/article/:toId/:fromId': ArticlePage,
  '/education/:id': EducationPage,
  '/patient': PatientHomePage,
  '/patient/secure-chat': SecureChatPage,
};
