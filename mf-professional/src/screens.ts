/**
 * Which screen renders each route of the manifest. The manifest (routes.ts) stays pure data for
 * the host; this map is the code side. Each screen is its own chunk, so a route downloads only the
 * antd parts its screen uses; the data a screen shows first is named beside it (its page's own
 * loading functions), so that it leaves with the screen's code rather than after it.
 */
import { lazyScreen, type AreaScreens } from '@hearth/shared-kernel/react';
import { session } from '@hearth/shared-kernel/session';
import { firstPage } from './pages/roster/rosterApi';
import { tasksApi } from './pages/tasks/tasksApi';
import { loadMetrics } from './pages/dashboard/metricsApi';
import { programsAndCatalogue } from './components/programs/programsApi';
import { patientsApi } from './components/patientsApi';
import { cdeApi } from './components/cde/cdeApi';

export type { ScreenProps } from '@hearth/shared-kernel/react';

export const screens: AreaScreens = {
  '/professional': lazyScreen(() => import('./pages/patient-view/PatientViewPage')),
  '/professional/dashboard': lazyScreen(() => import('./pages/dashboard/DashboardPage'), () => session.orgId && loadMetrics()),
  '/professional/roster-professional': lazyScreen(() => import('./pages/roster-professional/RosterProfessionalPage')),
  '/professional/dbugga': lazyScreen(() => import('./pages/dbugga/DbuggaPage')),
  '/professional/tasks': lazyScreen(() => import('./pages/tasks/TasksPage'), () => [tasksApi.mine(), tasksApi.careTeam()]),
  '/professional/roster': lazyScreen(() => import('./pages/roster/RosterPage'), firstPage),
  '/professional/events': lazyScreen(() => import('./pages/events/EventsPage')),
  '/professional/event-history': lazyScreen(() => import('./pages/event-history/EventHistoryPage')),
  '/professional/broadcast-message': lazyScreen(() => import('./pages/broadcast-message/BroadcastMessagePage')),
  '/professional/broadcast-message-history': lazyScreen(() => import('./pages/broadcast-message-history/BroadcastMessageHistoryPage')),
  '/professional/cde-review': lazyScreen(() => import('./pages/cde-review/CdeReviewPage')),
  '/patient-settings/general-info/:id': lazyScreen(() => import('./pages/patient-general-info/PatientGeneralInfoPage'), ({ id }) => patientsApi.get(id)),
  '/patient-settings/conversations/:id': lazyScreen(() => import('./pages/patient-conversations/PatientConversationsPage')),
  '/patient-settings/tasks/:id': lazyScreen(() => import('./pages/patient-tasks/PatientTasksPage')),
  '/patient-settings/event-notifications/:id': lazyScreen(() => import('./pages/patient-event-notifications/PatientEventNotificationsPage')),
  '/patient-settings/diagnosis-considerations/:id': lazyScreen(() => import('./pages/patient-diagnosis-considerations/PatientDiagnosisConsiderationsPage'), ({ id }) => cdeApi.diagnosisConsiderations(id)),
  '/patient-settings/quality-considerations/:id': lazyScreen(() => import('./pages/patient-quality-considerations/PatientQualityConsiderationsPage')),
  '/patient-settings/quality-considerations-bulk/:id': lazyScreen(() => import('./pages/patient-quality-considerations-bulk/PatientQualityConsiderationsBulkPage')),
  '/patient-settings/medical-history/:id': lazyScreen(() => import('./pages/patient-medical-history/PatientMedicalHistoryPage'), ({ id }) => [patientsApi.measures(id), patientsApi.documents(id)]),
  '/patient-settings/programs/:id': lazyScreen(() => import('./pages/patient-programs/PatientProgramsPage'), ({ id }) => patientsApi.programs(id)),
  '/patient-settings/care-team/:id': lazyScreen(() => import('./pages/patient-care-team/PatientCareTeamPage'), ({ id }) => patientsApi.careTeam(id)),
  '/patient-settings/comm-prefs/:id': lazyScreen(() => import('./pages/patient-comm-prefs/PatientCommPrefsPage'), ({ id }) => patientsApi.commPrefs(id)),
  '/patient-settings/access-history/:id': lazyScreen(() => import('./pages/patient-access-history/PatientAccessHistoryPage')),
  '/programs': lazyScreen(() => import('./pages/programs/ProgramsPage'), () => programsAndCatalogue()),
  '/programs/:programId/roster': lazyScreen(() => import('./pages/program-roster/ProgramRosterPage')),
  '/programs/:programId/roster-eligible-patients': lazyScreen(() => import('./pages/program-eligible-patients/ProgramEligiblePatientsPage')),
  '/programs/:programId/practice': lazyScreen(() => import('./pages/program-practice/ProgramPracticePage')),
  '/programs/:programId/overview': lazyScreen(() => import('./pages/program-overview/ProgramOverviewPage')),
  '/programs/:programId/outreaches': lazyScreen(() => import('./pages/program-outreaches/ProgramOutreachesPage')),
  '/programs/:programId/outreaches/:outreachId': lazyScreen(() => import('./pages/program-outreach/ProgramOutreachPage')),
  '/programs/:programId/add': lazyScreen(() => import('./pages/program-add/ProgramAddPage')),
  '/programs/:programId/tasks': lazyScreen(() => import('./pages/program-tasks/ProgramTasksPage')),
  '/enrollment/approve': lazyScreen(() => import('./pages/enrollment-approve/EnrollmentApprovePage')),
  '/enrollment-info': lazyScreen(() => import('./pages/enrollment-info/EnrollmentInfoPage')),
};
