/**
 * The frame of every host page: one h1 (the page's name, also the document title) in a labelled
 * region. After a client-side navigation focus moves to the heading, so screen readers announce
 * the new page; the first page load leaves focus where the browser put it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { endEntryShell } from '@hearth/shared-kernel/entry';
import { setPageTitle } from '@hearth/shared-kernel/title';

let firstPageShown = false;

/** The page's name as the document title; the page shows a screen of its own, so a first screen painted before the code goes. */
function usePageTitle(title: string): void {
  useEffect(() => {
    setPageTitle(title);
    endEntryShell();
  }, [title]);
}

export interface PageFrameProps {
  title: string;
  /** Narrow card for forms (login, forgot, reset, organisations). */
  narrow?: boolean;
  children?: ReactNode;
}

export function PageFrame({ title, narrow, children }: PageFrameProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  useEffect(() => {
    if (firstPageShown) heading.current?.focus();
    firstPageShown = true;
  }, []);
  return (
    <section className={narrow ? 'page page-narrow' : 'page'} aria-labelledby={id}>
      <h1 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
