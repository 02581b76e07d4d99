/** /patient-settings/general-info/:id: who the patient is and how to reach them; editable with MODIFY_PATIENT. */
import { useState } from 'react';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import { showToast } from '@hearth/shared-kernel/bus';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import { formatPhone } from '@hearth/shared-kernel/rules';
import { EnrollmentStatusTag } from '../../components/EnrollmentStatusTag';
import { humanize } from '../../components/labels';
import { languageName } from '../../components/language';
import { formatDateTime, formatCalendarDate, timeZoneName } from '@hearth/shared-kernel/domain';
import { LoadState, useLoad } from '@hearth/shared-kernel/console';
import { formatFullName } from '../../components/names';
import { patientSettingsPage } from '../../components/PatientSettingsScreen';
import { messagesOf, patientsApi } from '../../components/patientsApi';
import type { PatientDetail } from '../../domain';
import { PatientInfoForm } from './PatientInfoForm';

const phone = (p: string | null) => (p ? formatPhone(p) : '—');

function PatientInfo({ patient }: { patient: PatientDetail }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'name', label: 'Name', children: [patient.title, formatFullName(patient)].filter(Boolean).join(' ') },
        { key: 'mrn', label: 'MRN', children: patient.mrn },
        { key: 'dob', label: 'Date of birth', children: formatCalendarDate(patient.dateOfBirth) },
        { key: 'gender', label: 'Gender', children: patient.gender ? humanize(patient.gender) : '—' },
        { key: 'status', label: 'Enrollment', children: <EnrollmentStatusTag status={patient.enrollmentStatus} /> },
        { key: 'dnd', label: 'Do Not Disturb', children: patient.doNotDisturb ? 'On' : 'Off' },
        { key: 'sms', label: 'Mobile for texts', children: phone(patient.smsPhoneNumber) },
        { key: 'voice', label: 'Phone for calls', children: phone(patient.voicePhoneNumber) },
        { key: 'email', label: 'E-mail', children: patient.email ?? '—' },
        { key: 'language', label: 'Preferred language', children: languageName(patient.preferredLanguage) },
        { key: 'tz', label: 'Time zone', children: patient.timeZone ? timeZoneName(patient.timeZone) : '—' },
        { key: 'address', label: 'Address', children: patient.address ?? '—' },
        { key: 'org', label: 'Organization', children: patient.orgName ?? '—' },
        { key: 'contact', label: 'Last contact', children: formatDateTime(patient.lastContactAt) || '—' },
      ]}
    />
  );
}

function GeneralInfo({ patientId }: { patientId: string }) {
  const { permissions } = useSession();
  const [editing, setEditing] = useState(false);
  const loaded = useLoad(() => patientsApi.get(patientId), 'Failed to load data', [patientId]);
  const canEdit = can(permissions, 'MODIFY_PATIENT');
  return (
    <LoadState loaded={loaded}>
      {(patient) =>
        editing ? (
          <PatientInfoForm
            patient={patient}
            onCancel={() => setEditing(false)}
            onSave={async (update) => {
              try {
                loaded.setData(await patientsApi.update(patientId, update));
                setEditing(false);
                showToast({ header: 'Saved', message: `${formatFullName(patient)}'s details have been updated`, tone: 'success' });
                return [];
              } catch (error) {
                return messagesOf(error);
              }
            }}
          />
        ) : (
          <>
            <PatientInfo patient={patient} />
            {canEdit ? (
              <p>
                <Button onClick={() => setEditing(true)} style={{ marginTop: 12 }}>
                  Edit details
                </Button>
              </p>
            ) : null}
          </>
        )
      }
    </LoadState>
  );
}

export default patientSettingsPage('Who the patient is and how to reach them.', GeneralInfo);
