/**
 * The patient area's route manifest (SPEC §2: enrollment, education, patient). Pure data: the
 * build emits it as routes.json so the host can guard and activate these routes before any of
 * this area's code is downloaded.
 */
import type { RouteManifest } from '@hearth/shared-kernel/permissions';

export const routes: RouteManifest = {
  area: 'patient',
  routes: [
    // Enrollment: reached through a tokenised link (?token=…), no login.
    { path: '/enrollment', title: 'Welcome to Hearth', permissions: [], public: true },
    { path: '/enrollment/need-help', title: 'Need help?', permissions: [], public: true },
    { path: '/enrollment/get-started', title: 'Get started', permissions: [], public: true },
    { path: '/enrollment/verify-dob', title: 'Verify your date of birth', permissions: [], public: true },
    { path: '/enrollment/verify-phone', title: 'Verify your phone', permissions: [], public: true },
    { path: '/enrollment/info', title: 'Your information', permissions: [], public: true },
    { path: '/enrollment/confirmation', title: 'Confirmation', permissions: [], public: true },
    { path: '/enrollment/eula', title: 'End User License Agreement', permissions: [], public: true },
    { path: '/enrollment/privacy-policy', title: 'Privacy Policy', permissions: [], public: true },
    { path: '/enrollment/communication-policy', title: 'Communication Policy', permissions: [], public: true },
    { path: '/enrollment/finished', title: 'Thank you — your care team will confirm your enrollment', permissions: [], public: true },
    { path: '/enrollment/not-found', title: 'Enrollment link not found', permissions: [], public: true },
    // Education
    { path: '/article/:toId/:fromId', title: 'Article', permissions: [], public: true },
    { path: '/education/:id', title: 'Education', permissions: [], public: true },
    // Patient: secure chat; a user without it is Lost rather than Unauthorized (SPEC §2).
    { path: '/patient', title: 'Secure messages from your care team', permissions: ['ACCESS_SECURE_WEB_CHAT'], fallback: 'lost' },
    { path: '/patient/secure-chat', title: 'Your care team', permissions: ['ACCESS_SECURE_WEB_CHAT'], fallback: 'lost' },
  ],
};
