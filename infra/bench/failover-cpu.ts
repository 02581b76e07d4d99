/**
 * Where the failover run's CPU goes: seconds used so far by each part of the topology (the two API
 * instances, the database's PostgreSQL backends, nginx, NATS) and by this client. Two snapshots
 * give cores per part and CPU milliseconds per acknowledged send, figures that compare across
 * machines where a rate alone does not.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Topology } from '../deploy/topology';
import { backendCpuSeconds, treeCpuSeconds } from './lib';

export type CpuSnapshot = Record<string, number> & { at: number };

const pidIn = (dir: string, name: string): number => Number(readFileSync(join(dir, `${name}.pid`), 'utf8'));
const natsPid = (): number => {
  try {
    return Number(execFileSync('pgrep', ['-o', 'nats-server'], { encoding: 'utf8' }).trim());
  } catch {
    return NaN;
  }
};

export async function cpuSnapshot(t: Topology, databaseUrl: string): Promise<CpuSnapshot> {
  const own = process.cpuUsage();
  const snapshot: CpuSnapshot = { at: performance.now(), postgres: await backendCpuSeconds(databaseUrl), nginx: treeCpuSeconds(pidIn(t.runtimeDir, 'nginx')), nats: treeCpuSeconds(natsPid()), client: (own.user + own.system) / 1e6 };
  for (const api of t.apis) snapshot[api.name] = treeCpuSeconds(pidIn(t.runtimeDir, api.name));
  return snapshot;
}

/** Cores each part used between two snapshots, their sum, and CPU ms per acknowledged send. */
export function cpuBetween(from: CpuSnapshot, to: CpuSnapshot, acknowledged: number) {
  const seconds = (to.at - from.at) / 1000;
  const round = (n: number) => Math.round(n * 100) / 100;
  const cores: Record<string, number> = {};
  let total = 0;
  for (const part of Object.keys(from).filter((k) => k !== 'at')) {
    const used = to[part] - from[part];
    cores[part] = round(used / seconds);
    if (Number.isFinite(used)) total += used;
  }
  return { seconds: round(seconds), cores, totalCores: round(total / seconds), cpuMsPerAck: round((total * 1000) / acknowledged) };
}
