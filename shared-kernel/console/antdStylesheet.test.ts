import path from 'node:path';
import { afterAntdStylesheet, antdStylesheetLoaded } from './antdStylesheet';

// The build's stylesheet maker (infra/build/antd-stylesheet): which components the console code
// imports, and which it has specimens for.
const build = path.resolve(__dirname, '../../infra/build/antd-stylesheet');
const { antdComponentsOf } = require(path.join(build, 'components.cjs')) as { antdComponentsOf: (dirs: string[]) => string[] };
const { specimens } = require(path.join(build, 'specimens.cjs')) as { specimens: (antd: unknown, react: unknown) => Record<string, unknown> };

describe("the console areas' antd stylesheet", () => {
  it('has specimens for every antd component a console source imports, those loaded on demand included', () => {
    const root = path.resolve(__dirname, '../..');
    const used = antdComponentsOf([__dirname, path.join(root, 'mf-professional/src'), path.join(root, 'mf-admin/src')]);
    expect(used).toEqual(expect.arrayContaining(['button', 'table', 'modal', 'dropdown', 'tooltip']));
    const covered = Object.keys(specimens(() => null, {}));
    expect(used.filter((c) => !covered.includes(c))).toEqual([]);
  });
});

describe('afterAntdStylesheet', () => {
  afterEach(() => document.head.replaceChildren());

  function linkSheet(state: 'loading' | 'done'): HTMLLinkElement {
    const link = document.createElement('link');
    link.dataset.antdStylesheet = state;
    document.head.append(link);
    return link;
  }

  it('bootstraps the area only once its linked sheet has loaded, or failed', async () => {
    const bootstrap = jest.fn(() => Promise.resolve());
    for (const outcome of ['load', 'error']) {
      bootstrap.mockClear();
      const link = linkSheet('loading');
      const started = afterAntdStylesheet({ bootstrap }).bootstrap();
      await Promise.resolve();
      expect(bootstrap).not.toHaveBeenCalled();
      link.dispatchEvent(new Event(outcome));
      await started;
      expect(bootstrap).toHaveBeenCalledTimes(1);
      link.remove();
    }
  });

  it('waits for nothing once the sheet is in (or when there is none)', async () => {
    await expect(antdStylesheetLoaded()).resolves.toBeUndefined();
    linkSheet('done');
    const bootstrap = jest.fn(() => Promise.resolve('booted'));
    await expect(afterAntdStylesheet({ bootstrap, mount: 'kept' }).bootstrap()).resolves.toBe('booted');
  });
});
