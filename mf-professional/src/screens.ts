/**
 * Which screen renders each route of the manifest. The manifest (routes.ts) stays pure data for
 * the host; this map is the code side. Each screen is its own chunk, so a route downloads only the
 * antd parts its screen uses; the data a screen shows first is named beside it (its page's own
 * loading functions), so that it leaves with the screen's code rather than after it.
 */
import { lazyScreen, type AreaScreens } from '@hearth/shared-kernel/react';
import { session } from '@hearth/shared-kernel/session';

// Each screen's calls load with its data, so the area's entry carries none of them.
const patients = (start: (api: typeof import('./components/patientsApi').patientsApi, id: string) => unknown) => () =>
  import('./components/patientsApi').then(({ patientsApi }) => ({ id }: Record<string, string>) => start(patientsApi, id));

export type { ScreenProps } from '@hearth/shared-kernel/react';

export const screens: AreaScreens = {
  '/professional': lazyScreen(() => import('./pages/patient-view/PatientViewPage')),
  '/professional/dashboard': lazyScreen(() => import('./pages/dashboard/DashboardPage'), () => import('./pages/dashboard/metricsApi').then(({ loadMetrics }) => () => session.orgId && loadMetrics())),
  '/professional/roster-professional': lazyScreen(() => import('./pages/roster-professional/RosterProfessionalPage')),
  '/professional/dbugga': lazyScreen(() => import('./pages/dbugga/DbuggaPage')),
  '/professional/tasks': lazyScreen(() => import('./pages/tasks/TasksPage'), () => import('./pages/tasks/tasksApi').then(({ tasksApi }) => () => [tasksApi.mine(), tasksApi.careTeam()])),
  '/professional/roster': lazyScreen(() => import('./pages/roster/RosterPage'), () => import('./pages/roster/rosterApi').then(({ firstPage }) => firstPage)),
  '/professional/events': lazyScreen(() => import('./pages/events/EventsPage')),
  '/professional/event-history': lazyScreen(() => import('./pages/event-history/EventHistoryPage')),
  '/professional/broadcast-message': lazyScreen(() => import('./pages/broadcast-message/BroadcastMessagePage')),
  '/professional/broadcast-message-history': lazyScreen(() => import('./pages/broadcast-message-history/BroadcastMessageHistoryPage')),
  '/professional/cde-review': lazyScreen(() => import('./pages/cde-review/CdeReviewPage')),
  '/patient-settings/general-info/:id': lazyScreen(() => import('./pages/patient-general-info/PatientGeneralInfoPage'), patients((api, id) => api.get(id))),
  '/patient-settings/conversations/:id': lazyScreen(() => import('./pages/patient-conversations/PatientConversationsPage')),
  '/patient-settings/tasks/:id': lazyScreen(() => import('./pages/patient-tasks/PatientTasksPage')),
  '/patient-settings/event-notifications/:id': lazyScreen(() => import('./pages/patient-event-notifications/PatientEventNotificationsPage')),
  '/patient-settings/diagnosis-considerations/:id': lazyScreen(() => import('./pages/patient-diagnosis-considerations/PatientDiagnosisConsiderationsPage'), () => import('./components/cde/cdeApi').then(({ cdeApi }) => ({ id }: Record<string, string>) => cdeApi.diagnosisConsiderations(id))),
  '/patient-settings/quality-considerations/:id': lazyScreen(() => import('./pages/patient-quality-considerations/PatientQualityConsiderationsPage')),
  '/patient-settings/quality-considerations-bulk/:id': lazyScreen(() => import('./pages/patient-quality-considerations-bulk/PatientQualityConsiderationsBulkPage')),
  '/patient-settings/medical-history/:id': lazyScreen(() => import('./pages/patient-medical-history/PatientMedicalHistoryPage'), patients((api, id) => [api.measures(id), api.documents(id)])),
  '/patient-settings/programs/:id': lazyScreen(() => import('./pages/patient-programs/PatientProgramsPage'), patients((api, id) => api.programs(id))),
  '/patient-settings/care-team/:id': lazyScreen(() => import('./pages/patient-care-team/PatientCareTeamPage'), patients((api, id) => api.careTeam(id))),
  '/patient-settings/comm-prefs/:id': lazyScreen(() => import('./pages/patient-comm-prefs/PatientCommPrefsPage'), patients((api, id) => api.commPrefs(id))),
  '/patient-settings/access-history/:id': lazyScreen(() => import('./pages/patient-access-history/PatientAccessHistoryPage')),
  '/programs': lazyScreen(() => import('./pages/programs/ProgramsPage'), () => import('./components/programs/programsApi').then(({ programsAndCatalogue }) => () => programsAndCatalogue())),
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
