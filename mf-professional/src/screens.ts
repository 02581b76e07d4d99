/**
 * Which screen renders each route of the manifest. The manifest (routes.ts) stays pure data for
 * the host; this map is the code side. Each screen is its own chunk, so a route downloads only the
 * antd parts its screen uses.
 */
import { lazy } from 'react';
import type { AreaScreens } from '@hearth/shared-kernel/react';

export type { ScreenProps } from '@hearth/shared-kernel/react';

export const screens: AreaScreens = {
  '/professional': lazy(() => import('./pages/patient-view/PatientViewPage')),
  '/professional/dashboard': lazy(() => import('./pages/dashboard/DashboardPage')),
  '/professional/roster-professional': lazy(() => import('./pages/roster-professional/RosterProfessionalPage')),
  '/professional/dbugga': lazy(() => import('./pages/dbugga/DbuggaPage')),
  '/professional/tasks': lazy(() => import('./pages/tasks/TasksPage')),
  '/professional/roster': lazy(() => import('./pages/roster/RosterPage')),
  '/professional/events': lazy(() => import('./pages/events/EventsPage')),
  '/professional/event-history': lazy(() => import('./pages/event-history/EventHistoryPage')),
  '/professional/broadcast-message': lazy(() => import('./pages/broadcast-message/BroadcastMessagePage')),
  '/professional/broadcast-message-history': lazy(() => import('./pages/broadcast-message-history/BroadcastMessageHistoryPage')),
  '/professional/cde-review': lazy(() => import('./pages/cde-review/CdeReviewPage')),
  '/patient-settings/general-info/:id': lazy(() => import('./pages/patient-general-info/PatientGeneralInfoPage')),
  '/patient-settings/conversations/:id': lazy(() => import('./pages/patient-conversations/PatientConversationsPage')),
  '/patient-settings/tasks/:id': lazy(() => import('./pages/patient-tasks/PatientTasksPage')),
  '/patient-settings/event-notifications/:id': lazy(() => import('./pages/patient-event-notifications/PatientEventNotificationsPage')),
  '/patient-settings/diagnosis-considerations/:id': lazy(() => import('./pages/patient-diagnosis-considerations/PatientDiagnosisConsiderationsPage')),
  '/patient-settings/quality-considerations/:id': lazy(() => import('./pages/patient-quality-considerations/PatientQualityConsiderationsPage')),
  '/patient-settings/quality-considerations-bulk/:id': lazy(() => import('./pages/patient-quality-considerations-bulk/PatientQualityConsiderationsBulkPage')),
  '/patient-settings/medical-history/:id': lazy(() => import('./pages/patient-medical-history/PatientMedicalHistoryPage')),
  '/patient-settings/programs/:id': lazy(() => import('./pages/patient-programs/PatientProgramsPage')),
  '/patient-settings/care-team/:id': lazy(() => import('./pages/patient-care-team/PatientCareTeamPage')),
  '/patient-settings/comm-prefs/:id': lazy(() => import('./pages/patient-comm-prefs/PatientCommPrefsPage')),
  '/patient-settings/access-history/:id': lazy(() => import('./pages/patient-access-history/PatientAccessHistoryPage')),
  '/programs': lazy(() => import('./pages/programs/ProgramsPage')),
  '/programs/:programId/roster': lazy(() => import('./pages/program-roster/ProgramRosterPage')),
  '/programs/:programId/roster-eligible-patients': lazy(() => import('./pages/program-eligible-patients/ProgramEligiblePatientsPage')),
  '/programs/:programId/practice': lazy(() => import('./pages/program-practice/ProgramPracticePage')),
  '/programs/:programId/overview': lazy(() => import('./pages/program-overview/ProgramOverviewPage')),
  '/programs/:programId/outreaches': lazy(() => import('./pages/program-outreaches/ProgramOutreachesPage')),
  '/programs/:programId/outreaches/:outreachId': lazy(() => import('./pages/program-outreach/ProgramOutreachPage')),
  '/programs/:programId/add': lazy(() => import('./pages/program-add/ProgramAddPage')),
  '/programs/:programId/tasks': lazy(() => import('./pages/program-tasks/ProgramTasksPage')),
  '/enrollment/approve': lazy(() => import('./pages/enrollment-approve/EnrollmentApprovePage')),
  '/enrollment-info': lazy(() => import('./pages/enrollment-info/EnrollmentInfoPage')),
};
