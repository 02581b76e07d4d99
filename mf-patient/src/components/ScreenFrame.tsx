/**
 * The frame of every patient screen: the screen's title as the one h1 and as the document title,
 * and a plain, phone-first layout. No UI kit: this area must stay light for patients on phones.
 */
import type { ReactNode } from 'react';
import { useScreenTitle } from '@hearth/shared-kernel/react';
import { useText } from '../i18n/useText';

export interface ScreenFrameProps {
  title: string;
  /** Shown above the title (the enrollment header); initial features, finished and not-found have none. */
  header?: ReactNode;
  children: ReactNode;
}

export function ScreenFrame({ title: english, header, children }: ScreenFrameProps) {
  // The manifest's English title, in the patient's language (document title included).
  const title = useText().tx(english);
  const id = useScreenTitle(title);
  return (
    <div className="pt-area">
      {header}
      <section className="pt-screen" aria-labelledby={id}>
        <h1 id={id}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
