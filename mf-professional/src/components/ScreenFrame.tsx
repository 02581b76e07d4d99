/**
 * The frame of every professional screen: the route's title as the one h1 and the document
 * title, an optional section navigation, and the content panel. Plain markup rather than antd's
 * Card and Typography: those bring tabs, menus and tooltips to every page of the area.
 */
import { useEffect, useId, type ReactNode } from 'react';
import Empty from 'antd/es/empty';

export interface ScreenFrameProps {
  title: string;
  /** One sentence on what the screen is for. */
  intro: string;
  /** Section navigation (patient settings, programs) shown under the title. */
  sectionNav?: ReactNode;
  /** What will appear here once the feature is built, shown as the empty state. */
  empty?: string;
  children?: ReactNode;
}

export function ScreenFrame({ title, intro, sectionNav, empty, children }: ScreenFrameProps) {
  const id = useId();
  useEffect(() => {
    document.title = `${title} · Hearth`;
  }, [title]);
  return (
    <section className="pro-screen" aria-labelledby={id}>
      <h1 id={id} className="pro-title">
        {title}
      </h1>
      {sectionNav}
      <p className="pro-intro">{intro}</p>
      <div className="pro-panel">{children ?? <Empty description={empty} />}</div>
    </section>
  );
}
