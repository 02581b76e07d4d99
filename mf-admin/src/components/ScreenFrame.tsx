/**
 * The frame of every admin screen: the route's title as the one h1 and the document
 * title, an optional section navigation, and the content card. antd parts are imported one by
 * one so only what the area uses is bundled.
 */
import { useEffect, useId, type ReactNode } from 'react';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';

export interface ScreenFrameProps {
  title: string;
  /** One sentence on what the screen is for. */
  intro: string;
  /** Section navigation (practice, user settings) shown under the title. */
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
    <section className="adm-screen" aria-labelledby={id}>
      <Typography.Title level={1} id={id} className="adm-title">
        {title}
      </Typography.Title>
      {sectionNav}
      <Typography.Paragraph className="adm-intro">{intro}</Typography.Paragraph>
      <Card>{children ?? <Empty description={empty} />}</Card>
    </section>
  );
}
