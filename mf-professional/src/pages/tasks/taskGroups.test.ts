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

  it('groups undated or unreadable due dates as undated, never overdue', () => {
    expect(taskGroupOf(null, morning)).toBe('undated');
    expect(taskGroupOf('', morning)).toBe('undated');
    expect(taskGroupOf('garbage', morning)).toBe('undated');
  });
});

describe('groupTasks', () => {
  it('groups every task once and orders each group by due time', () => {
    const now = at(2026, 11, 22, 15);
    const open = (id: string, dueDate: string | null) => ({ id, dueDate, status: 'open' as const });
    const tasks = [
      open('f2', '2026-12-20'),
      open('o1', '2026-11-01'),
      open('t1', '2026-11-22'),
      open('f1', '2026-11-25'),
      open('m1', '2026-11-23'),
      { id: 'o0', dueDate: '2026-10-01', status: 'in_progress' as const },
      open('u', null),
      { id: 'c1', dueDate: '2026-11-01', status: 'completed' as const },
      { id: 'c0', dueDate: null, status: 'cancelled' as const },
    ];
    const grouped = groupTasks(tasks, now);
    const ids = (g: keyof typeof grouped) => grouped[g].map((t) => t.id);
    expect(ids('overdue')).toEqual(['o0', 'o1']);
    expect(ids('today')).toEqual(['t1']);
    expect(ids('tomorrow')).toEqual(['m1']);
    expect(ids('future')).toEqual(['f1', 'f2']);
    expect(ids('undated')).toEqual(['u']);
    // Done work is never overdue, whatever its due date.
    expect(ids('closed')).toEqual(['c1', 'c0']);
  });
});
