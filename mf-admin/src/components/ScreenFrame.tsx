/**
 * The frame of every admin screen: the route's title as the one h1 and the document title, an
 * optional section navigation, the content card, and the area's release version in its footer.
 * antd parts are imported one by one so only what the area uses is bundled.
 */
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useScreenTitle, type ConsoleFrameProps } from '@hearth/shared-kernel/react';
import { ADMIN_VERSION } from './version';

export function ScreenFrame({ title, intro, sectionNav, children }: ConsoleFrameProps) {
  const id = useScreenTitle(title);
  return (
    <section className="adm-screen" aria-labelledby={id}>
      <Typography.Title level={1} id={id} className="adm-title">
        {title}
      </Typography.Title>
      {sectionNav}
      <Typography.Paragraph className="adm-intro">{intro}</Typography.Paragraph>
      <Card>{children}</Card>
      <footer className="adm-footer">Hearth administration, version {ADMIN_VERSION}</footer>
    </section>
  );
}
