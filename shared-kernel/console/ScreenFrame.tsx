/**
 * The frame of every console screen: the route's title as the one h1 and the document title, an
 * optional section navigation, the content panel, and the area's footer (ConsoleAreaRoot's).
 * Plain markup rather than antd's Card and Typography: those bring tabs, menus and tooltips to
 * every page of an area.
 */
import { createContext, useContext, type ReactNode } from 'react';
// The shared React bindings by name, never by a relative path: a relative import would bundle a
// second copy of the session and router instead of the host's one.
import { useScreenTitle, type ConsoleFrameProps } from '@hearth/shared-kernel/react';

/** What every screen of an area shows under its content (admin: its release version). */
export const ScreenFooter = createContext<ReactNode>(null);

export function ScreenFrame({ title, intro, sectionNav, children }: ConsoleFrameProps) {
  const id = useScreenTitle(title);
  const footer = useContext(ScreenFooter);
  return (
    <section className="hc-screen" aria-labelledby={id}>
      <h1 id={id} className="hc-title">
        {title}
      </h1>
      {sectionNav}
      <p className="hc-intro">{intro}</p>
      <div className="hc-panel">{children}</div>
      {footer ? <footer className="hc-footer">{footer}</footer> : null}
    </section>
  );
}
