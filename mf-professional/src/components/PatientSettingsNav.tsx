/** Navigation between the patient-settings pages of one patient (SPEC §2, all keyed by patient id). */
import { paths, type PatientSettingsPage } from '@hearth/shared-kernel/paths';
import { can } from '@hearth/shared-kernel/permissions';
import { SectionNav, useSession, NavLink } from '@hearth/shared-kernel/react';

const LABELS: Record<PatientSettingsPage, string> = {
  'general-info': 'General info',
  conversations: 'Conversations',
  tasks: 'Tasks',
  'event-notifications': 'Event notifications',
  'diagnosis-considerations': 'Diagnosis considerations',
  'quality-considerations': 'Quality considerations',
  'quality-considerations-bulk': 'CDE bulk entry',
  'medical-history': 'Medical history',
  programs: 'Programs',
  'care-team': 'Care team',
  'comm-prefs': 'Communication preferences',
  'access-history': 'Access history',
};

/** Pages shown only to those who may open them. */
const NEEDS: Partial<Record<PatientSettingsPage, 'VIEW_AUDIT'>> = { 'access-history': 'VIEW_AUDIT' };

export function PatientSettingsNav({ patientId }: { patientId: string }) {
  const { permissions } = useSession();
  const pages = (Object.keys(LABELS) as PatientSettingsPage[]).filter((page) => !NEEDS[page] || can(permissions, NEEDS[page]));
  const links = pages.map((page) => ({
    to: paths.patientSettings(page, patientId),
    label: LABELS[page],
  }));
  return <SectionNav className="pro-section-nav hearth-print-hidden" NavLink={NavLink} label="Patient settings" links={links} />;
}
