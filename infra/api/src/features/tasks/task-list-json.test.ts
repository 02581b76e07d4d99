import type { Task, TaskProfessional } from '@hearth/shared-kernel/domain';
import { taskListJson } from './task-list-json';

const team: TaskProfessional[] = [
  { id: 'p1', prefix: 'Dr.', firstName: 'Mei', lastName: 'Chen', suffix: 'MD' },
  { id: 'p2', prefix: null, firstName: 'Zoë', lastName: 'O’Brien', suffix: null },
];

const task = (id: string, availableProfessionals: TaskProfessional[], description = 'Ask for this week’s readings, "all" of them.\n'): Task => ({
  id, orgId: 'o1', title: `Task ${id}`, description, dueDate: null, status: 'open', availableStatuses: ['in_progress', 'completed'],
  assignedTo: 'p1', availableProfessionals, patientId: null, patientName: null, createdBy: null,
  createdAt: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z', completedAt: null, type: 'NORMAL',
});

describe('taskListJson', () => {
  test('is the JSON of the list, each task with its own professionals, whichever arrays they share', () => {
    const other: TaskProfessional[] = [team[1]];
    const tasks = [task('t1', team), task('t2', team), task('t3', other), task('t4', []), task('t5', team, 'plain')];
    const bytes = taskListJson(tasks);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(tasks);
    expect(bytes.length).toBe(Buffer.byteLength(JSON.stringify(tasks)));
  });

  test('an empty list is []', () => {
    expect(taskListJson([]).toString('utf8')).toBe('[]');
  });
});
