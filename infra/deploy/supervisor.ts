/**
 * The start script's children: each started with its output prefixed by its name and its pid kept
 * under the runtime directory (the failover run kills one by it), and all stopped together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Supervisor {
  run(name: string, command: string, args: string[], options?: { env?: NodeJS.ProcessEnv; cwd?: string; stopSignal?: NodeJS.Signals }): ChildProcess;
  /** Stops every child (last started first) and waits until all have exited. */
  stopAll(): Promise<void>;
  /** Called with a child's name when one exits while nothing asked it to. */
  onUnexpectedExit(handler: (name: string, code: number | null, signal: NodeJS.Signals | null) => void): void;
}

const prefixLines = (prefix: string, data: Buffer) => data.toString().replace(/^(?=.)/gm, prefix);

export function createSupervisor(pidDir: string): Supervisor {
  const children: { name: string; child: ChildProcess; stopSignal: NodeJS.Signals }[] = [];
  let stopping = false;
  let unexpected: (name: string, code: number | null, signal: NodeJS.Signals | null) => void = () => undefined;
  const pidFile = (name: string) => join(pidDir, `${name}.pid`);

  return {
    run(name, command, args, options = {}) {
      const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
      const prefix = `[${name}] `;
      child.stdout?.on('data', (d: Buffer) => process.stdout.write(prefixLines(prefix, d)));
      child.stderr?.on('data', (d: Buffer) => process.stderr.write(prefixLines(prefix, d)));
      if (child.pid) writeFileSync(pidFile(name), `${child.pid}\n`);
      child.on('exit', (code, signal) => {
        rmSync(pidFile(name), { force: true });
        if (!stopping) unexpected(name, code, signal);
      });
      // A command that cannot start (not installed) ends the topology like an exit, not as an
      // unheard error that would leave the other children running.
      child.on('error', (error) => {
        process.stderr.write(`${prefix}${error.message}\n`);
        if (!stopping && child.pid === undefined) unexpected(name, null, null);
      });
      children.push({ name, child, stopSignal: options.stopSignal ?? 'SIGTERM' });
      return child;
    },
    async stopAll() {
      stopping = true;
      for (const { child, stopSignal } of [...children].reverse()) {
        if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill(stopSignal);
        // A child that does not stop in time is killed: Ctrl-C must always end the topology.
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
    onUnexpectedExit(handler) {
      unexpected = handler;
    },
  };
}

/**
 * Children of an earlier start that are still alive (its start script was killed without a
 * chance to stop them): `name (pid)` for each, from the pid files it left.
 */
export function leftoverProcesses(pidDir: string): string[] {
  if (!existsSync(pidDir)) return [];
  return readdirSync(pidDir)
    .filter((f) => f.endsWith('.pid'))
    .flatMap((f) => {
      const pid = Number(readFileSync(join(pidDir, f), 'utf8'));
      try {
        process.kill(pid, 0);
        return [`${f.slice(0, -4)} (${pid})`];
      } catch {
        return [];
      }
    });
}
