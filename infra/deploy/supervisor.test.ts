import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSupervisor } from './supervisor';

describe('the start script supervisor', () => {
  test('a command that cannot start is reported as an unexpected exit, and stopping the rest still ends', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
    const supervisor = createSupervisor(dir);
    const exits: string[] = [];
    supervisor.onUnexpectedExit((name) => exits.push(name));
    const sleeper = supervisor.run('sleeper', process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    supervisor.run('missing', 'hearth-no-such-command', []);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(exits).toEqual(['missing']);
    expect(existsSync(join(dir, 'sleeper.pid'))).toBe(true);
    await supervisor.stopAll();
    expect(sleeper.signalCode).toBe('SIGTERM');
  });
});
