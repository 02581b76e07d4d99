/**
 * A task list as JSON bytes, each distinct list of available professionals written once and then
 * reused. In a list of a thousand tasks the organisation's care team is the same array on every
 * task and most of the answer's bytes: written once, serialising the list and turning its text
 * into bytes (slow for a megabyte that holds a single character beyond Latin-1, such as a
 * typographic apostrophe) cost a fraction. The JSON is JSON.stringify's, with
 * availableProfessionals last in each task.
 */
import type { Task, TaskProfessional } from '@hearth/shared-kernel/domain';

export function taskListJson(tasks: Task[]): Buffer {
  const teams = new Map<TaskProfessional[], Buffer>();
  const parts: Buffer[] = [];
  tasks.forEach((task, i) => {
    const { availableProfessionals, ...rest } = task;
    let team = teams.get(availableProfessionals);
    if (!team) teams.set(availableProfessionals, (team = Buffer.from(`,"availableProfessionals":${JSON.stringify(availableProfessionals)}}`)));
    // The task's own fields, without the closing brace the team's part brings.
    parts.push(Buffer.from(`${i ? ',' : '['}${JSON.stringify(rest).slice(0, -1)}`), team);
  });
  parts.push(Buffer.from(tasks.length ? ']' : '[]'));
  return Buffer.concat(parts);
}
