/** /patient-settings/tasks/:id: this patient's tasks by due group, with the same controls as the tasks screen. */
import { useEffect, useMemo } from 'react';
import { patientSettingsPage } from '../../components/PatientSettingsScreen';
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

export default patientSettingsPage('Tasks about this patient, overdue first.', PatientTasks);
