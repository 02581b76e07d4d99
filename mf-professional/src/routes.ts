/**
 * The professional area's route manifest (SPEC §2: professional, patient settings, programs,
 * enrollment approval). Pure data: the build emits it as routes.json so the host can guard and
 * activate these routes before any of this area's code is downloaded.
 */
import type { RouteManifest } from '@hearth/shared-kernel/permissions';

export const routes: RouteManifest = {
  area: 'professional',
  routes: [
    // Professional
    { path: '/professional', title: 'Patient View', permissions: ['VIEW_PROGRAMS'] },
    { path: '/professional/dashboard', title: 'Dashboard', permissions: ['VIEW_PROGRAMS'] },
    { path: '/professional/roster-professional', title: 'Care Team', permissions: ['VIEW_USER_ROSTER'] },
    { path: '/professional/dbugga', title: 'Debugger', permissions: ['ACCESS_DEBUGGER'] },
    { path: '/professional/tasks', title: 'Tasks', permissions: ['VIEW_TASK'] },
    { path: '/professional/roster', title: 'Patient Roster', permissions: ['VIEW_PATIENT'] },
    { path: '/professional/events', title: 'Events', permissions: ['ACCESS_EVENT_TRIGGER'] },
    { path: '/professional/event-history', title: 'Event History', permissions: ['ACCESS_EVENT_TRIGGER'] },
    { path: '/professional/broadcast-message', title: 'Broadcast Message', permissions: ['CAN_ACCESS_BROADCAST_MESSAGING'] },
    { path: '/professional/broadcast-message-history', title: 'Broadcast Message History', permissions: [] },
    // Beyond SPEC: the reviewers' worklist of clinical data entries (the page asks for a review permission).
    { path: '/professional/cde-review', title: 'CDE Review Worklist', permissions: ['VIEW_PATIENT'] },
    // Patient settings: every page needs VIEW_PATIENT, some one more permission.
    { path: '/patient-settings/general-info/:id', title: 'General Info', permissions: ['VIEW_PATIENT'] },
    { path: '/patient-settings/conversations/:id', title: 'Conversations', permissions: ['VIEW_PATIENT'] },
    { path: '/patient-settings/tasks/:id', title: 'Patient Tasks', permissions: ['VIEW_PATIENT', 'VIEW_TASK'] },
    {
      path: '/patient-settings/event-notifications/:id',
      title: 'Event Notifications',
      permissions: ['VIEW_PATIENT', 'VIEW_EVENT_NOTIFICATIONS'],
    },
    { path: '/patient-settings/diagnosis-considerations/:id', title: 'Diagnosis Considerations', permissions: ['VIEW_PATIENT'] },
    { path: '/patient-settings/quality-considerations/:id', title: 'Quality Considerations', permissions: ['VIEW_PATIENT'] },
    {
      path: '/patient-settings/quality-considerations-bulk/:id',
      title: 'Quality Considerations - CDE Bulk Entry',
      permissions: ['VIEW_PATIENT'],
    },
    { path: '/patient-settings/medical-history/:id', title: 'Medical History', permissions: ['VIEW_PATIENT'] },
    { path: '/patient-settings/programs/:id', title: 'Patient Programs', permissions: ['VIEW_PATIENT'] },
    { path: '/patient-settings/care-team/:id', title: 'Patient Care Team', permissions: ['VIEW_PATIENT'] },
    { path: '/patient-settings/comm-prefs/:id', title: 'Communication Preferences', permissions: ['VIEW_PATIENT'] },
    // Beyond SPEC: who read or changed this patient's record (the audit log).
    { path: '/patient-settings/access-history/:id', title: 'Access History', permissions: ['VIEW_PATIENT', 'VIEW_AUDIT'] },
    // Programs
    { path: '/programs', title: 'Programs', permissions: ['VIEW_PROGRAMS'] },
    { path: '/programs/:programId/roster', title: 'Program Roster', permissions: ['VIEW_PATIENT_DATA'] },
    { path: '/programs/:programId/roster-eligible-patients', title: 'Eligible Patients', permissions: ['VIEW_PATIENT_DATA'] },
    { path: '/programs/:programId/practice', title: 'Practice', permissions: ['VIEW_ORGANIZATION'] },
    { path: '/programs/:programId/overview', title: 'Program Overview', permissions: ['VIEW_PROGRAMS'] },
    { path: '/programs/:programId/outreaches', title: 'Outreaches', permissions: ['VIEW_PATIENT_DATA'] },
    { path: '/programs/:programId/outreaches/:outreachId', title: 'Outreach', permissions: ['VIEW_PATIENT_DATA'] },
    { path: '/programs/:programId/add', title: 'Add to Program', permissions: ['VIEW_PROGRAMS'] },
    // The client partner's landing page (SPEC §2 '/' redirect).
    { path: '/programs/:programId/tasks', title: 'Program Tasks', permissions: ['VIEW_TASK'] },
    // Enrollment administration
    { path: '/enrollment/approve', title: 'Approve Enrollments', permissions: ['MODIFY_ENROLLMENT'] },
    { path: '/enrollment-info', title: 'Enrollment Info', permissions: ['VIEW_PATIENT'] },
  ],
};
