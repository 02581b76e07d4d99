/**
 * /patient-settings/medical-history/:id: measures (MeasureReport) and documents
 * (DocumentReference), both health-record calls sent with the ID token.
 */
import type { ColumnsType } from 'antd/es/table';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import { ListTable, LoadState, useLoad } from '@hearth/shared-kernel/console';
import { ToneTag, type Tone } from '../../components/ToneTag';
import { PatientSettingsScreen } from '../../components/PatientSettingsScreen';
import { patientsApi } from '../../components/patientsApi';
import type { DocumentReference, MeasureReport } from '../../domain';
import type { ScreenProps } from '../../screens';
import { formatDateTime } from '@hearth/shared-kernel/domain';

type Measure = MeasureReport['measures'][number];
const STATUS: Record<Measure['status'], { label: string; tone: Tone }> = {
  met: { label: 'Met', tone: 'positive' },
  not_met: { label: 'Not met', tone: 'negative' },
  pending: { label: 'Pending', tone: 'warning' },
};

const MEASURE_COLUMNS: ColumnsType<Measure> = [
  { key: 'name', title: 'Measure', render: (_, m) => `${m.name} (${m.code})` },
  { key: 'value', title: 'Value', render: (_, m) => `${m.value}${m.unit ? ` ${m.unit}` : ''}` },
  { key: 'status', title: 'Status', render: (_, m) => <ToneTag tone={STATUS[m.status].tone}>{STATUS[m.status].label}</ToneTag> },
  { key: 'at', title: 'Measured', render: (_, m) => formatDateTime(m.measuredAt) },
];

const DOCUMENT_COLUMNS: ColumnsType<DocumentReference> = [
  { key: 'title', title: 'Title', dataIndex: 'title' },
  { key: 'kind', title: 'Kind', dataIndex: 'kind' },
  { key: 'author', title: 'Author', render: (_, d) => d.author ?? '—' },
  { key: 'created', title: 'Date', render: (_, d) => formatDateTime(d.createdAt) },
];

function MedicalHistory({ patientId }: { patientId: string }) {
  const measures = useLoad(() => patientsApi.measures(patientId), 'Failed to load data', [patientId]);
  const documents = useLoad(() => patientsApi.documents(patientId), 'Failed to load data', [patientId]);
  return (
    <>
      <h2 className="pro-subtitle">Measures</h2>
      <LoadState loaded={measures}>{(report) => <ListTable<Measure> rowKey="id" rows={report.measures} empty="No measures recorded." columns={MEASURE_COLUMNS} />}</LoadState>
      <h2 className="pro-subtitle">Documents</h2>
      <LoadState loaded={documents}>{(page) => <ListTable<DocumentReference> rowKey="id" rows={page.results} empty="No documents." columns={DOCUMENT_COLUMNS} />}</LoadState>
    </>
  );
}

export default function PatientMedicalHistoryPage({ title }: ScreenProps) {
  const { permissions } = useSession();
  // The API refuses health-record reads without this permission; say so instead of failing.
  const allowed = can(permissions, 'VIEW_MEDICAL_HISTORY');
  return (
    <PatientSettingsScreen title={title} intro="Measures and documents from this patient's health record.">
      {(id) =>
        allowed ? <MedicalHistory patientId={id} /> : <p className="hc-intro">Viewing medical history needs permission to see health records.</p>
      }
    </PatientSettingsScreen>
  );
}
