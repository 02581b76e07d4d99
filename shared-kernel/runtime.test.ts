import { registerRuntime, kernel } from './index';
import { runtimeRegistry } from './runtime';

describe('runtime registry', () => {
  it('records one kernel instance for one evaluation, and apps with the instance they saw', () => {
    const fakeReact = { version: '19' };
    registerRuntime('host', fakeReact);
    registerRuntime('mf-patient', fakeReact);
    registerRuntime('mf-patient', fakeReact);
    const r = runtimeRegistry();
    expect(globalThis.__HEARTH_RUNTIME__).toBe(r);
    expect(r.kernelInstances).toEqual([kernel.instanceId]);
    expect(r.apps.map((a) => a.name)).toEqual(['host', 'mf-patient']);
    expect(r.apps.every((a) => a.react === fakeReact && a.kernelInstanceId === kernel.instanceId)).toBe(true);
  });

  it('exposes a second kernel copy when the module is evaluated twice (what a sharing mistake looks like)', () => {
    jest.isolateModules(() => {
      const copy = require('./index') as typeof import('./index');
      copy.registerRuntime('mf-professional', {});
    });
    const r = runtimeRegistry();
    expect(r.kernelInstances).toHaveLength(2);
    expect(new Set(r.apps.map((a) => a.kernelInstanceId)).size).toBe(2);
  });
});
