/**
 * What the patient's chat tells them beyond the messages: "Seen" under their last message once
 * the care team opened the conversation after it, and, while the tab is hidden, how many care
 * team messages came (counted in the tab title).
 */
import { useEffect, useRef } from 'react';
import type { Message } from '@hearth/shared-kernel/domain';
import { setTitleCount } from '@hearth/shared-kernel/title';

/** The id of the patient's last message when the care team has opened the conversation since it was sent; else null. */
export function seenMessageId(messages: readonly Message[], careTeamSeenAt: string | null): string | null {
  const mine = [...messages].reverse().find((m) => m.direction === 'inbound');
  if (!mine || !careTeamSeenAt) return null;
  return Date.parse(careTeamSeenAt) >= Date.parse(mine.sentAt) ? mine.id : null;
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
