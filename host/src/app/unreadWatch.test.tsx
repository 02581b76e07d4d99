import { act, render, screen } from '@testing-library/react';
import type { ToastEvent } from '@hearth/shared-kernel/bus';
import { bus } from '@hearth/shared-kernel/bus';
import { saveDeviceAlerts, setConversationOnScreen } from '@hearth/shared-kernel/alerts';
import { http } from '@hearth/shared-kernel/http';
import { live } from '@hearth/shared-kernel/live';
import { setPageTitle } from '@hearth/shared-kernel/title';
import type { LiveEvent } from '@hearth/shared-kernel/conversations';
import { MainNav } from './MainNav';
import { unreadCount, watchUnread } from './unreadWatch';

const latest = { conversationId: 'c1', patientId: 'p1', patientFirstName: 'Ada' };
const unreadEvent = (data: object, sub = 'professional:pro-1') => ({ type: 'unread', sub, data }) as unknown as LiveEvent;

let toasts: ToastEvent[];
let notices: { body?: string }[];
let listening: { unsubscribe(): void };
beforeEach(() => {
  localStorage.clear();
  toasts = [];
  notices = [];
  listening = bus.toast$.subscribe((t) => toasts.push(t));
  jest.spyOn(http, 'call').mockResolvedValue({ orgId: 'org-1', unread: 2 });
  jest.spyOn(live, 'connect').mockImplementation(() => undefined);
  jest.spyOn(live, 'subscribe').mockImplementation(() => undefined);
  jest.spyOn(live, 'unsubscribe').mockImplementation(() => undefined);
  // The browser's notifications, granted: each one shown is recorded.
  (globalThis as Record<string, unknown>).Notification = Object.assign(
    function Notice(_title: string, options: { body?: string }) {
      notices.push(options);
    },
    { permission: 'granted' },
  );
  setPageTitle('Patient Roster');
});
afterEach(() => {
  listening.unsubscribe();
  jest.restoreAllMocks();
  setConversationOnScreen(null);
});

describe('unread conversations in the console', () => {
  it('counts in the tab title from the first answer, follows the live count, and clears at the end', async () => {
    const stop = watchUnread('pro-1', 'org-1');
    await act(async () => undefined);
    expect(unreadCount()).toBe(2);
    expect(document.title).toBe('(2) Patient Roster · Hearth');
    act(() => bus.live$.next(unreadEvent({ orgId: 'org-1', unread: 0 })));
    expect(document.title).toBe('Patient Roster · Hearth');
    // Another organisation's count, or another professional's sub, is not this one.
    act(() => bus.live$.next(unreadEvent({ orgId: 'org-2', unread: 7 })));
    act(() => bus.live$.next(unreadEvent({ orgId: 'org-1', unread: 9 }, 'professional:pro-2')));
    expect(unreadCount()).toBe(0);
    stop();
  });

  it('a patient writing raises a notice with a link, naming the first name only; the browser notice only once turned on', async () => {
    const stop = watchUnread('pro-1', 'org-1');
    act(() => bus.live$.next(unreadEvent({ orgId: 'org-1', unread: 3, latest })));
    expect(document.title).toBe('(3) Patient Roster · Hearth');
    expect(toasts).toEqual([expect.objectContaining({ message: 'Ada sent a message', link: { label: 'Open the conversation', to: '/professional?patientId=p1' } })]);
    expect(notices).toEqual([]);

    saveDeviceAlerts('pro-1', { browserNotifications: true, sound: false });
    act(() => bus.live$.next(unreadEvent({ orgId: 'org-1', unread: 3, latest })));
    expect(notices).toEqual([expect.objectContaining({ body: 'Ada sent a message' })]);

    // The conversation on screen raises nothing: it is being read.
    setConversationOnScreen('c1');
    act(() => bus.live$.next(unreadEvent({ orgId: 'org-1', unread: 3, latest })));
    expect(toasts).toHaveLength(2);
    expect(notices).toHaveLength(1);
    stop();
    expect(document.title).toBe('Patient Roster · Hearth');
  });

  it('the navigation shows the count on Patient view', () => {
    render(<MainNav permissions={['52', '5']} open unread={4} />);
    expect(screen.getByRole('link', { name: 'Patient view 4 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Patient roster' })).toBeInTheDocument();
  });
});
