/** /patient-settings/tasks/:id: this patient's tasks by due group, with the same controls as the tasks screen. */
import { useEffect, useMemo } from 'react';
import { PatientSettingsScreen } from '../../components/PatientSettingsScreen';
import type { ScreenProps } from '../../screens';
import { TasksView } from '../tasks/TasksPage';
import { TasksStore } from '../tasks/TasksStore';
import { tasksApi } from '../tasks/tasksApi';

function PatientTasks({ patientId }: { patientId: string }) {
  const store = useMemo(() => new TasksStore(tasksApi, undefined, patientId), [patientId]);
  useEffect(() => {
    void store.load();
    void store.loadCareTeam();
  }, [store]);
  return <TasksView store={store} />;
}

export default function PatientTasksPage({ title }: ScreenProps) {
  return (
    <PatientSettingsScreen title={title} intro="Tasks about this patient, overdue first.">
      {(id) => <PatientTasks patientId={id} />}
    </PatientSettingsScreen>
  );
}
