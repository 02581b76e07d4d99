import { dueAtNoon, groupTasks, taskGroupOf } from './taskGroups';

// Local times: the grouping is about the user's calendar day.
const at = (y: number, m: number, d: number, h = 9, min = 0) => new Date(y, m - 1, d, h, min);

describe('dueAtNoon', () => {
  it('puts a date-only due date at local noon on that day', () => {
    expect(dueAtNoon('2026-11-22')).toEqual(new Date(2026, 10, 22, 12, 0, 0, 0));
  });
  it('moves a timestamp to noon of its local calendar day', () => {
    expect(dueAtNoon(at(2026, 11, 22, 23, 30))).toEqual(new Date(2026, 10, 22, 12));
    expect(dueAtNoon('not a date')).toBeNull();
  });
});

describe('taskGroupOf', () => {
  const morning = at(2026, 11, 22, 9);
  const evening = at(2026, 11, 22, 18);

  it('keeps a task due today in today, before and after its noon due time', () => {
    expect(taskGroupOf('2026-11-22', morning)).toBe('today');
    expect(taskGroupOf('2026-11-22', evening)).toBe('today');
    expect(taskGroupOf(at(2026, 11, 22, 1), evening)).toBe('today');
  });

  it('calls a task overdue once its due time passed on an earlier day', () => {
    expect(taskGroupOf('2026-11-21', morning)).toBe('overdue');
    expect(taskGroupOf(at(2026, 11, 21, 23, 59), morning)).toBe('overdue');
    expect(taskGroupOf('2025-01-01', morning)).toBe('overdue');
  });

  it('separates tomorrow from the future, across a month end', () => {
    expect(taskGroupOf('2026-11-23', evening)).toBe('tomorrow');
    expect(taskGroupOf('2026-11-24', evening)).toBe('future');
    expect(taskGroupOf('2026-12-01', at(2026, 11, 30, 20))).toBe('tomorrow');
    expect(taskGroupOf('2027-01-01', at(2026, 12, 31, 8))).toBe('tomorrow');
  });

  it('puts undated or unreadable due dates in the future, never overdue', () => {
    expect(taskGroupOf(null, morning)).toBe('future');
    expect(taskGroupOf('', morning)).toBe('future');
    expect(taskGroupOf('garbage', morning)).toBe('future');
  });
});

describe('groupTasks', () => {
  it('groups every task once and orders each group by due time', () => {
    const now = at(2026, 11, 22, 15);
    const tasks = [
      { id: 'f2', dueDate: '2026-12-20' },
      { id: 'o1', dueDate: '2026-11-01' },
      { id: 't1', dueDate: '2026-11-22' },
      { id: 'f1', dueDate: '2026-11-25' },
      { id: 'm1', dueDate: '2026-11-23' },
      { id: 'o0', dueDate: '2026-10-01' },
      { id: 'u', dueDate: null },
    ];
    const grouped = groupTasks(tasks, now);
    const ids = (g: keyof typeof grouped) => grouped[g].map((t) => t.id);
    expect(ids('overdue')).toEqual(['o0', 'o1']);
    expect(ids('today')).toEqual(['t1']);
    expect(ids('tomorrow')).toEqual(['m1']);
    expect(ids('future')).toEqual(['f1', 'f2', 'u']);
  });
});
