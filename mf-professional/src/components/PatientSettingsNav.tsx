/** Navigation between the patient-settings pages of one patient (SPEC §2, all keyed by patient id). */
import { paths, type PatientSettingsPage } from '@hearth/shared-kernel/paths';
import { NavLink } from 'react-router-dom';
import { SectionNav } from '@hearth/shared-kernel/react';

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
};

export function PatientSettingsNav({ patientId }: { patientId: string }) {
  const links = (Object.keys(LABELS) as PatientSettingsPage[]).map((page) => ({
    to: paths.patientSettings(page, patientId),
    label: LABELS[page],
  }));
  return <SectionNav className="pro-section-nav" NavLink={NavLink} label="Patient settings" links={links} />;
}
