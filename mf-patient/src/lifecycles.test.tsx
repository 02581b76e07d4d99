/** The exposed module: single-spa lifecycles that mount the area's router into the host's element. */
import { screen, waitFor } from '@testing-library/react';
import type { HearthRuntime } from '@hearth/shared-kernel';
import { resetSession } from './testing/session';
import * as lifecycles from './index';

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;


function hostElement() {
  const outlet = document.createElement('div');
  document.body.appendChild(outlet);
  return { outlet, props: { name: 'mf_patient', domElementGetter: () => outlet, singleSpa: {}, mountParcel: () => undefined } };
}

beforeEach(() => {
  resetSession();
  // single-spa-react renders outside React's act(): this is the real, asynchronous path.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('mf-patient lifecycles', () => {
  it('exports bootstrap, mount and unmount, and registers its React with the runtime registry', () => {
    for (const name of ['bootstrap', 'mount', 'unmount'] as const) expect(typeof lifecycles[name]).toBe('function');
    const runtime = (globalThis as { __HEARTH_RUNTIME__?: HearthRuntime }).__HEARTH_RUNTIME__;
    expect(runtime?.apps.map((a) => a.name)).toContain('mf-patient');
  });

  it('mounts the route of the current URL into the element the host gives it, and unmounts cleanly', async () => {
    window.history.pushState(null, '', '/enrollment?token=abc');
    const { outlet, props } = hostElement();
    await (lifecycles.bootstrap as Lifecycle)(props);
    await (lifecycles.mount as Lifecycle)(props);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to Hearth' });
    expect(outlet).toContainElement(heading);
    await (lifecycles.unmount as Lifecycle)(props);
    expect(outlet).toBeEmptyDOMElement();
  });

  it('guards its own routes: a visitor on /patient/secure-chat is sent to log in', async () => {
    window.history.pushState(null, '', '/patient/secure-chat');
    const { props } = hostElement();
    await (lifecycles.mount as Lifecycle)(props);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('goto')).toBe('/patient/secure-chat');
    await (lifecycles.unmount as Lifecycle)(props);
  });
});
