/**
 * The signed-in professional's unread conversations in the selected organisation: the count the
 * navigation and the tab title show, fetched once and then kept by the 'unread' live messages on
 * the professional's own sub (every open tab hears them). When a patient of theirs writes and the
 * conversation is not the one on screen: an in-app notice with a link to it, and, if this device
 * was told so in User settings, a browser notification and a chime. None names more than the
 * patient's first name.
 */
import { filter, type Subscription } from 'rxjs';
import { conversationCalls } from '@hearth/shared-kernel/api';
import { bus, showToast } from '@hearth/shared-kernel/bus';
import { browserNotice, chime, conversationOnScreen, readDeviceAlerts } from '@hearth/shared-kernel/alerts';
import { professionalSub, type LiveEvent } from '@hearth/shared-kernel/conversations';
import { newMessageNotice, type UnreadEvent } from '@hearth/shared-kernel/domain';
import { http } from '@hearth/shared-kernel/http';
import { live } from '@hearth/shared-kernel/live';
import { navigate } from '@hearth/shared-kernel/nav';
import { paths } from '@hearth/shared-kernel/paths';
import { setTitleCount } from '@hearth/shared-kernel/title';

let count = 0;
const listeners = new Set<() => void>();
function setCount(n: number): void {
  count = n;
  setTitleCount(n);
  for (const l of [...listeners]) l();
}
export const unreadCount = (): number => count;
export function onUnreadChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a patient's message raises on this device (the thread on screen raises nothing). */
function announce(latest: NonNullable<UnreadEvent['latest']>, professionalId: string): void {
  if (conversationOnScreen() === latest.conversationId) return;
  const text = newMessageNotice(latest.patientFirstName);
  const to = paths.patientConversation(latest.patientId);
  showToast({ header: 'New message', message: text, durationMs: 10_000, link: { label: 'Open the conversation', to } });
  const alerts = readDeviceAlerts(professionalId);
  if (alerts.browserNotifications) browserNotice(text, () => navigate(to));
  if (alerts.sound) chime();
}

/** Follows the count for this professional in this organisation; answers the stop. */
export function watchUnread(professionalId: string, orgId: string): () => void {
  const sub = professionalSub(professionalId);
  let stopped = false;
  http.call(conversationCalls.unread, {}, { errorPolicy: 'caller' }).then(
    (answer) => !stopped && answer.orgId === orgId && setCount(answer.unread),
    () => undefined,
  );
  live.connect();
  live.subscribe(sub);
  const frames: Subscription = bus.live$
    .pipe(filter((e): e is LiveEvent<'unread'> => e.type === 'unread' && e.sub === sub))
    .subscribe(({ data }) => {
      if (data.orgId !== orgId) return;
      setCount(data.unread);
      if (data.latest) announce(data.latest, professionalId);
    });
  return () => {
    stopped = true;
    frames.unsubscribe();
    live.unsubscribe(sub);
    setCount(0);
  };
}
