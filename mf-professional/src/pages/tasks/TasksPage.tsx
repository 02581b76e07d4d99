/**
 * /professional/tasks: my tasks (or my organisation's) grouped overdue, today, tomorrow and
 * future (SPEC §4), with status changes, reassignment and a new-task form.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import { ScreenFrame, SearchField } from '@hearth/shared-kernel/console';
import type { ScreenProps } from '../../screens';
import { NewTaskModal } from './NewTaskModal';
import { TaskList } from './TaskList';
import { TASK_GROUPS, TASK_GROUP_EMPTY, TASK_GROUP_LABELS } from './taskGroups';
import { TasksStore, type TaskScope } from './TasksStore';
import { tasksApi, type TasksApi } from './tasksApi';

export interface TasksPageProps extends ScreenProps {
  api?: TasksApi;
}

export const TasksView = observer(function TasksView({ store }: { store: TasksStore }) {
  const { permissions } = useSession();
  const [creating, setCreating] = useState(false);
  const canAdd = can(permissions, 'ADD_TASK');
  const canModify = can(permissions, 'MODIFY_TASK');
  const grouped = store.grouped;
  return (
    <>
      <div className="pro-toolbar">
        {store.patientId ? null : (
          <Segmented<TaskScope>
            aria-label="Which tasks"
            value={store.scope}
            onChange={(scope) => void store.setScope(scope)}
            options={[
              { value: 'mine', label: 'My tasks' },
              { value: 'organisation', label: 'All in my organization' },
            ]}
          />
        )}
        <SearchField label="Search tasks" placeholder="Title, description or patient" onSearch={(value) => store.setSearch(value)} />
        <span className="pro-toolbar__grow" />
        <Button onClick={() => void store.load()} loading={store.loading}>
          Refresh
        </Button>
        {canAdd ? (
          <Button type="primary" onClick={() => setCreating(true)}>
            New task
          </Button>
        ) : null}
      </div>
      {store.error ? <Alert type="error" showIcon title={store.error} /> : null}
      {store.loading && store.tasks.length === 0 ? (
        <div role="status" className="pro-loading">
          <Spin /> Loading tasks…
        </div>
      ) : store.tasks.length === 0 && !store.error ? (
        <Empty description="No tasks. New tasks and tasks assigned to you appear here." />
      ) : store.shown.length === 0 ? (
        <Empty description="No task matches this search." />
      ) : (
        TASK_GROUPS.map((group) => (
          <section key={group} className="pro-task-group" aria-labelledby={`task-group-${group}`} data-group={group}>
            <h2 id={`task-group-${group}`} className="pro-subtitle">
              {TASK_GROUP_LABELS[group]} <span className="pro-count">({grouped[group].length})</span>
            </h2>
            {grouped[group].length === 0 ? (
              <p className="hc-intro">{TASK_GROUP_EMPTY[group]}</p>
            ) : (
              <TaskList store={store} tasks={grouped[group]} canModify={canModify} overdue={group === 'overdue'} />
            )}
          </section>
        ))
      )}
      <NewTaskModal
        open={creating}
        assignees={store.assignees}
        patientId={store.patientId}
        onCreate={(task) => store.create(task)}
        onClose={() => setCreating(false)}
      />
    </>
  );
});

export default function TasksPage({ title, api = tasksApi }: TasksPageProps) {
  const [store] = useState(() => new TasksStore(api));
  useEffect(() => {
    void store.load();
    void store.loadCareTeam();
  }, [store]);
  return (
    <ScreenFrame title={title} intro="Your care team's tasks by due date: overdue first.">
      <TasksView store={store} />
    </ScreenFrame>
  );
}
