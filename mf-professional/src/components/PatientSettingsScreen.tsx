/** The frame of a patient-settings page: title, the patient's section links, and the page's content for this patient id. */
import type { ComponentType, ReactNode } from 'react';
import { useParams } from '@hearth/shared-kernel/react';
import { PatientSettingsNav } from './PatientSettingsNav';
import { ScreenFrame } from '@hearth/shared-kernel/console';

export interface PatientSettingsScreenProps {
  title: string;
  intro: string;
  children: (patientId: string) => ReactNode;
}

export function PatientSettingsScreen({ title, intro, children }: PatientSettingsScreenProps) {
  const { id = '' } = useParams();
  return (
    <ScreenFrame title={title} intro={intro} sectionNav={<PatientSettingsNav patientId={id} />}>
      {children(id)}
    </ScreenFrame>
  );
}

/** A patient-settings screen that is its intro and one section for the patient in the URL. */
export function patientSettingsPage(intro: string, Section: ComponentType<{ patientId: string }>) {
  return function PatientSettingsPage({ title }: { title: string }) {
    return (
      <PatientSettingsScreen title={title} intro={intro}>
        {(id) => <Section patientId={id} />}
      </PatientSettingsScreen>
    );
  };
}
