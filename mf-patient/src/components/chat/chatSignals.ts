/**
 * What the patient's chat tells beyond the messages: "Seen" under their last message once the care
 * team opened the conversation after it; while the tab is hidden, how many care team messages came
 * (counted in the tab title); and, back the other way, that the care team's messages were read.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Message } from '@hearth/shared-kernel/domain';
import { setTitleCount } from '@hearth/shared-kernel/title';

/** The id of the patient's last message when the care team has opened the conversation since it was sent; else null. */
export function seenMessageId(messages: readonly Message[], careTeamSeenAt: string | null): string | null {
  const mine = [...messages].reverse().find((m) => m.direction === 'inbound');
  if (!mine || !careTeamSeenAt) return null;
  return Date.parse(careTeamSeenAt) >= Date.parse(mine.sentAt) ? mine.id : null;
}

/**
 * Calls `onRead` whenever the end of the conversation (`end`) is on screen in a visible tab: the
 * messages above it have been seen.
 */
export function useReadWhenSeen(end: RefObject<Element | null>, onRead: () => void, deps: readonly unknown[], doc: Document = document): void {
  useEffect(() => {
    const el = end.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let onScreen = false;
    const check = () => onScreen && doc.visibilityState === 'visible' && onRead();
    const observer = new IntersectionObserver((entries) => {
      onScreen = entries.some((e) => e.isIntersecting);
      check();
    });
    observer.observe(el);
    doc.addEventListener('visibilitychange', check);
    return () => {
      observer.disconnect();
      doc.removeEventListener('visibilitychange', check);
    };
    // Re-armed when the messages change: a new observer reports at once whether the end is on screen.
  }, [end, doc, ...deps]);
}

const newest = (messages: readonly Message[]) => messages.reduce((max, m) => Math.max(max, m.seq), 0);

/** Counts the care team's messages that arrive while the tab is hidden in the tab title; showing the tab clears it. */
export function useUnreadWhileHidden(messages: readonly Message[], doc: Document = document): void {
  const hiddenFrom = useRef<number | null>(null);
  const latest = useRef(messages);
  latest.current = messages;
  useEffect(() => {
    const onChange = () => {
      hiddenFrom.current = doc.visibilityState === 'hidden' ? newest(latest.current) : null;
      if (hiddenFrom.current === null) setTitleCount(0);
    };
    onChange();
    doc.addEventListener('visibilitychange', onChange);
    return () => {
      doc.removeEventListener('visibilitychange', onChange);
      setTitleCount(0);
    };
  }, [doc]);
  useEffect(() => {
    const from = hiddenFrom.current;
    if (from !== null) setTitleCount(messages.filter((m) => m.direction === 'outbound' && m.seq > from).length);
  }, [messages]);
}
