import type { AppProps } from 'single-spa';
import type { AreaCodeStatus } from './areaRegistry';
import { loadAreaLifecycles } from './loadAreaLifecycles';

function recorder() {
  const statuses: AreaCodeStatus[] = [];
  return { statuses, registry: { setCodeStatus: (_: string, s: AreaCodeStatus) => void statuses.push(s) } };
}
const props = { name: 'mf_patient' } as unknown as AppProps;
const ok = () => Promise.resolve();

describe('loadAreaLifecycles', () => {
  it("loads '<name>/lifecycles' and reports loading → mounted → idle", async () => {
    const { statuses, registry } = recorder();
    const load = jest.fn().mockResolvedValue({ bootstrap: ok, mount: ok, unmount: ok });
    const lc = await loadAreaLifecycles('mf_patient', registry, load);
    expect(load).toHaveBeenCalledWith('mf_patient/lifecycles');
    await (lc.bootstrap as (p: AppProps) => Promise<unknown>)(props);
    await (lc.mount as (p: AppProps) => Promise<unknown>)(props);
    await (lc.unmount as (p: AppProps) => Promise<unknown>)(props);
    expect(statuses).toEqual(['loading', 'loading', 'mounted', 'idle']);
  });

  it('reports an error when the entry fails to load (server down)', async () => {
    const { statuses, registry } = recorder();
    await expect(loadAreaLifecycles('mf_admin', registry, () => Promise.reject(new Error('ScriptNetworkError')))).rejects.toThrow(
      'ScriptNetworkError',
    );
    expect(statuses).toEqual(['loading', 'error']);
  });

  it('reports an error when the entry is not single-spa lifecycles (garbage)', async () => {
    const { statuses, registry } = recorder();
    await expect(loadAreaLifecycles('mf_admin', registry, () => Promise.resolve({ default: 42 }))).rejects.toThrow(/lifecycles/);
    expect(statuses.at(-1)).toBe('error');
  });

  it('gives up after the timeout when the entry never answers', async () => {
    jest.useFakeTimers();
    try {
      const { statuses, registry } = recorder();
      const pending = loadAreaLifecycles('mf_admin', registry, () => new Promise(() => {}), 1_000);
      const assertion = expect(pending).rejects.toThrow('mf_admin entry timed out after 1000 ms');
      jest.advanceTimersByTime(1_000);
      await assertion;
      expect(statuses).toEqual(['loading', 'error']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports an error when mounting throws, and lets single-spa see the failure', async () => {
    const { statuses, registry } = recorder();
    const lc = await loadAreaLifecycles('mf_patient', registry, () =>
      Promise.resolve({ bootstrap: ok, mount: () => Promise.reject(new Error('boom')), unmount: ok }),
    );
    await expect((lc.mount as (p: AppProps) => Promise<unknown>)(props)).rejects.toThrow('boom');
    expect(statuses.at(-1)).toBe('error');
  });
});
