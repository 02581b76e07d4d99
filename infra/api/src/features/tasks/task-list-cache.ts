/**
 * Task lists answered again, byte for byte, while nothing they show has changed. A list is up to a
 * thousand tasks (open, plus finished in the last N days, unpaged as SPEC asks for it) and reading
 * it costs milliseconds of database time; a care team opens the same lists all day. Each request
 * still asks the database, in one small statement, for its organisation's task-list version
 * (migration 065: moved by every task write and patient rename, on any instance) and its care team
 * as it is now; the list is read again only when either differs, or once a finished task in it has
 * aged out of "recent". The first request to miss reads it, the others that miss meanwhile wait for
 * that read.
 */
import type { Task, TaskProfessional } from '@hearth/shared-kernel/domain';
import type { Queryable } from '../../platform/db/types';
import { taskProfessionalsSql } from '../professionals/port';
import { taskListJson } from './task-list-json';
import { BoundedMap } from '../../platform/limits/bounded-map';

const DAY_MS = 86_400_000;

/** What a list is answered from: its organisation's version and care team, and the database's clock. */
export interface TaskListState {
  version: string;
  team: TaskProfessional[];
  nowMs: number;
}

export async function taskListState(q: Queryable, orgId: string, withTeam: boolean): Promise<TaskListState> {
  const { rows } = await q.query<{ version: string | null; team: TaskProfessional[]; now_ms: number }>(
    `select (select version::text from task_list_versions where org_id = $1) as version,
            ${withTeam ? taskProfessionalsSql('$1') : `'[]'::json`} as team,
            (extract(epoch from now()) * 1000)::float8 as now_ms`,
    [orgId],
    { prepare: withTeam ? 'task-list-state' : 'task-list-state-bare' },
  );
  const r = rows[0];
  return { version: r.version ?? '0', team: r.team, nowMs: r.now_ms };
}

export interface TaskListAnswer {
  json: Buffer;
  patientIds: string[];
}

interface Entry extends TaskListAnswer {
  stamp: string;
  /** The database time at which a finished task in the list stops being recent. */
  validUntilMs: number;
}

/** The answers kept, in bytes: the least recently used go first. */
const TASK_LIST_CACHE_BYTES = 64 * 1024 * 1024;

export class TaskListCache {
  private readonly entries: BoundedMap<string, Entry>;
  private readonly reading = new Map<string, Promise<Entry>>();

  constructor(maxBytes = TASK_LIST_CACHE_BYTES) {
    this.entries = new BoundedMap(maxBytes, (e) => e.json.length);
  }

  /** The list named by `key` (its filter), read by `read` unless kept from the same state. */
  async answer(key: string, state: TaskListState, recentDays: number, read: (team: TaskProfessional[]) => Promise<Task[]>): Promise<TaskListAnswer> {
    const stamp = `${state.version}|${JSON.stringify(state.team)}`;
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp && state.nowMs < kept.validUntilMs) return kept;
    const flight = `${key}\n${stamp}`;
    let pending = this.reading.get(flight);
    if (!pending) {
      pending = read(state.team)
        .then((tasks) => {
          const e = entry(tasks, stamp, recentDays);
          this.entries.set(key, e);
          return e;
        })
        .finally(() => this.reading.delete(flight));
      this.reading.set(flight, pending);
    }
    return pending;
  }
}

function entry(tasks: Task[], stamp: string, recentDays: number): Entry {
  let validUntilMs = Infinity;
  for (const t of tasks) {
    if (t.status === 'open' || t.status === 'in_progress') continue;
    validUntilMs = Math.min(validUntilMs, Date.parse(t.updatedAt) + recentDays * DAY_MS);
  }
  return { json: taskListJson(tasks), patientIds: [...new Set(tasks.flatMap((t) => (t.patientId ? [t.patientId] : [])))], stamp, validUntilMs };
}
