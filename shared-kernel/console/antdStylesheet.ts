/**
 * A console area's antd styles come from a stylesheet made at build time, not from antd's run-time
 * CSS-in-JS (`zeroRuntime` in ConsoleAreaRoot). The area's remoteEntry.js links it as it runs
 * (infra/build/antd-stylesheet/plugin.cjs), marked `data-antd-stylesheet="loading"` until it has
 * loaded or failed; an area mounts once its sheet is in, so nothing shows unstyled.
 */

/** Settles when every antd stylesheet linked so far has loaded (or failed: the area still mounts). */
export function antdStylesheetLoaded(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[data-antd-stylesheet="loading"]')];
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** An area's single-spa lifecycles, bootstrapping once its antd stylesheet has loaded. */
export function afterAntdStylesheet<L extends { bootstrap: (...args: never[]) => Promise<unknown> }>(lifecycles: L): L {
  const bootstrap = (...args: Parameters<L['bootstrap']>) => antdStylesheetLoaded().then(() => lifecycles.bootstrap(...args));
  return { ...lifecycles, bootstrap: bootstrap as L['bootstrap'] };
}
