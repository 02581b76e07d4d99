/** The exposed module: single-spa lifecycles that mount the area's router into the host's element. */
import { screen, waitFor } from '@testing-library/react';
import type { HearthRuntime } from '@hearth/shared-kernel';
import { logInWith, resetSession } from './testing/session';
import * as lifecycles from './index';

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;


function hostElement() {
  const outlet = document.createElement('div');
  document.body.appendChild(outlet);
  return { outlet, props: { name: 'mf_professional', domElementGetter: () => outlet, singleSpa: {}, mountParcel: () => undefined } };
}

beforeEach(() => {
  resetSession();
  // single-spa-react renders outside React's act(): this is the real, asynchronous path.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('mf-professional lifecycles', () => {
  it('exports bootstrap, mount and unmount, and registers its React with the runtime registry', () => {
    for (const name of ['bootstrap', 'mount', 'unmount'] as const) expect(typeof lifecycles[name]).toBe('function');
    const runtime = (globalThis as { __HEARTH_RUNTIME__?: HearthRuntime }).__HEARTH_RUNTIME__;
    expect(runtime?.apps.map((a) => a.name)).toContain('mf-professional');
  });

  it('mounts the route of the current URL into the element the host gives it, and unmounts cleanly', async () => {
    logInWith(['5']); // VIEW_PATIENT
    window.history.pushState(null, '', '/professional/roster');
    const { outlet, props } = hostElement();
    await (lifecycles.bootstrap as Lifecycle)(props);
    await (lifecycles.mount as Lifecycle)(props);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Patient Roster' });
    expect(outlet).toContainElement(heading);
    await (lifecycles.unmount as Lifecycle)(props);
    expect(outlet).toBeEmptyDOMElement();
  });

  it('guards its own routes: without the permission the user is sent to /unauthorized', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    logInWith(['52']); // VIEW_PROGRAMS only
    window.history.pushState(null, '', '/professional/roster');
    const { props } = hostElement();
    await (lifecycles.mount as Lifecycle)(props);
    await waitFor(() => expect(window.location.pathname).toBe('/unauthorized'));
    expect(warn).toHaveBeenCalledWith('User tried to access not permitted route', { route: '/professional/roster' });
    warn.mockRestore();
    await (lifecycles.unmount as Lifecycle)(props);
  });
});
