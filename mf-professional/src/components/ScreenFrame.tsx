/**
 * The frame of every professional screen: the route's title as the one h1 and the document
 * title, an optional section navigation, and the content panel. Plain markup rather than antd's
 * Card and Typography: those bring tabs, menus and tooltips to every page of the area.
 */
import { useScreenTitle, type ConsoleFrameProps } from '@hearth/shared-kernel/react';

export function ScreenFrame({ title, intro, sectionNav, children }: ConsoleFrameProps) {
  const id = useScreenTitle(title);
  return (
    <section className="pro-screen" aria-labelledby={id}>
      <h1 id={id} className="pro-title">
        {title}
      </h1>
      {sectionNav}
      <p className="pro-intro">{intro}</p>
      <div className="pro-panel">{children}</div>
    </section>
  );
}
