import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { configureKernel } from '@hearth/shared-kernel';
import { logInWith, resetSession } from '../../testing/session';
import { message } from '../../testing/fixtures';
import { convo, world } from '../../testing/conversationsWorld';
import { ConversationWorkspace } from './ConversationWorkspace';
import { NOTICE_TEXTS } from '@hearth/shared-kernel/conversations';

beforeEach(() => {
  resetSession();
  logInWith(['52', '56', '5'], { professionalId: 'pro-1' });
});

function renderWorkspace(w: ReturnType<typeof world>, startWithPatientId?: string) {
  return render(<ConversationWorkspace api={w.api} live={w.live} startWithPatientId={startWithPatientId} />);
}

/** The workspace opened from the roster on Ada (p1), her conversation's heading shown. */
async function openFromRoster() {
  const w = world();
  renderWorkspace(w, 'p1');
  expect(await screen.findByRole('heading', { name: 'Conversation with Ada Lovelace' })).toBeInTheDocument();
  return w;
}

/** The workspace on live (fake) time, Ada's conversation open and loaded. */
async function openLiveConversation() {
  jest.useFakeTimers({ advanceTimers: true });
  const w = world();
  renderWorkspace(w);
  fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
  const thread = await screen.findByLabelText('Messages');
  await within(thread).findByText('Can I get a refill?');
  return { w, thread };
}

// antd renders slowly under jsdom, and the machine's two cores are shared.
jest.setTimeout(20_000);

describe('ConversationWorkspace', () => {
  it('opens a conversation, refuses an empty message with SPEC\'s text, and sends one', async () => {
    const w = world();
    renderWorkspace(w);
    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    const thread = await screen.findByLabelText('Messages');
    expect(await within(thread).findByText('Can I get a refill?')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A message body is required.')).toBeInTheDocument();
    expect(w.api.send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Sent to your pharmacy.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(w.api.send).toHaveBeenCalledTimes(1));
    expect((w.api.send as jest.Mock).mock.calls[0][0]).toMatchObject({ body: 'Sent to your pharmacy.', channel: 'sms', patientId: 'p1', conversationId: 'c1' });
    expect(typeof (w.api.send as jest.Mock).mock.calls[0][0].clientId).toBe('string');
    await waitFor(() => expect(within(thread).getAllByText('Sent to your pharmacy.')).toHaveLength(1));
  });

  it('reloads the list once after a send: its own live echo is not news, another sender\'s message is', async () => {
    const { w, thread } = await openLiveConversation();
    const lists = () => (w.api.conversations as jest.Mock).mock.calls.length;
    const fetches = () => (w.api.messages as jest.Mock).mock.calls.length;

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Sent to your pharmacy.' } });
    const listsBefore = lists();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(thread).getAllByText('Sent to your pharmacy.')).toHaveLength(1));
    await waitFor(() => expect(lists()).toBe(listsBefore + 1));
    const sent = w.messages.at(-1)!;
    const echo = { conversationId: 'c1', patientId: 'p1', clientId: sent.clientId };
    const fetchesBefore = fetches();
    act(() => {
      w.live.messages$.next({ type: 'interaction', sub: 'organization:org', data: { ...echo, messageId: sent.id, seq: sent.seq, direction: 'outbound' } });
      w.live.messages$.next({ type: 'organization', sub: 'organization:org', data: { ...echo, change: 'message' } });
    });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(lists()).toBe(listsBefore + 1);
    expect(fetches()).toBe(fetchesBefore);

    // A colleague's message to the same conversation still refreshes both.
    w.messages.push(message({ id: 'm9', seq: 9, body: 'Also booked a follow-up.', direction: 'outbound', clientId: 'colleague-1' }));
    act(() => {
      w.live.messages$.next({ type: 'interaction', sub: 'organization:org', data: { conversationId: 'c1', patientId: 'p1', messageId: 'm9', seq: 9, direction: 'outbound', clientId: 'colleague-1' } });
    });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(await within(thread).findByText('Also booked a follow-up.')).toBeInTheDocument();
    expect(lists()).toBe(listsBefore + 2);
    jest.useRealTimers();
  });

  it('shows a reply that arrives on the socket without a reload, and the opt-out it causes', async () => {
    const { w, thread } = await openLiveConversation();

    w.messages.push(message({ id: 'm2', seq: 2, body: 'Stop' }));
    w.patient.enrollmentStatus = 'opted_out';
    w.patient.optedOut = true;
    act(() => {
      w.live.messages$.next({ type: 'interaction', sub: 'organization:org', data: { conversationId: 'c1', patientId: 'p1', messageId: 'm2', seq: 2, direction: 'inbound' } });
      w.live.messages$.next({ type: 'beneficiary', sub: 'organization:org', data: { patientId: 'p1', change: 'opted_out' } });
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(await within(thread).findByText('Stop')).toBeInTheDocument();
    expect(await screen.findByText(NOTICE_TEXTS['opted-out'])).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('offers End Conversation for an automated conversation, then lets the professional write', async () => {
    const w = world();
    w.conversations[0] = convo({ communicationType: 'system', automated: true, isConvoLocked: true });
    renderWorkspace(w);
    fireEvent.click(await screen.findByRole('radio', { name: 'System' }));
    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByText(NOTICE_TEXTS.automated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'End Conversation' }));
    await waitFor(() => expect(w.api.end).toHaveBeenCalledWith('c1'));
    await waitFor(() => expect(screen.queryByText(NOTICE_TEXTS.automated)).toBeNull());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps the ended conversation unlocked when a list answer overtaken by a later one still shows it automated', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const w = world();
    // The list keeps answering the automated row (a read from before the end), the end answers it unlocked.
    w.conversations[0] = convo({ communicationType: 'system', automated: true, isConvoLocked: true, updatedAt: '2026-11-02T17:45:45Z' });
    (w.api.end as jest.Mock).mockResolvedValue(convo({ communicationType: 'system', automated: false, isConvoLocked: false, updatedAt: '2026-11-29T05:57:02Z' }));
    renderWorkspace(w);
    fireEvent.click(await screen.findByRole('radio', { name: 'System' }));
    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByText(NOTICE_TEXTS.automated)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End Conversation' }));
    await waitFor(() => expect(screen.queryByText(NOTICE_TEXTS.automated)).toBeNull());
    const lists = (w.api.conversations as jest.Mock).mock.calls.length;
    act(() => {
      w.live.messages$.next({ type: 'organization', sub: 'organization:org', data: { conversationId: 'c1', patientId: 'p1', change: 'ended' } });
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect((w.api.conversations as jest.Mock).mock.calls.length).toBeGreaterThan(lists));
    expect(screen.queryByText(NOTICE_TEXTS.automated)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    jest.useRealTimers();
  });

  it('opens a patient from the roster on their active conversation, and warns before a second one', async () => {
    const w = await openFromRoster();
    expect(await within(screen.getByLabelText('Messages')).findByText('Can I get a refill?')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE_TEXTS['one-active'])).toBeNull();
    // The patient is read once (each read is audited), not once for the lookup and again for the panel.
    expect(w.api.patient).toHaveBeenCalledTimes(1);
    // With the simulators on (the demo), the patient's phone in the SMS simulator is one click away.
    expect(screen.getByRole('link', { name: /SMS simulator/ })).toHaveAttribute('href', 'https://api.test/sms-simulator#phone-5552010101');
  });

  it('links no SMS simulator when the API serves none', async () => {
    configureKernel({ apiUrl: 'https://api.test', env: 'test', simulators: false });
    const w = await openFromRoster();
    await waitFor(() => expect(w.api.patient).toHaveBeenCalledTimes(1));
    expect((await screen.findAllByText(/201-0101/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /SMS simulator/ })).toBeNull();
  });

  it('makes no conversation call for a token without a professionalId (SPEC §7)', async () => {
    resetSession();
    logInWith(['52', '56', '5']);
    const w = world();
    renderWorkspace(w);
    expect(await screen.findByText(/Conversations are for care team members/)).toBeInTheDocument();
    expect(w.api.conversations).not.toHaveBeenCalled();
  });

  it('drops an unsent draft when another conversation is opened', async () => {
    const w = world();
    w.conversations.push(convo({ id: 'c2', patientId: 'p2', patientName: 'Grace Hopper' }));
    renderWorkspace(w);
    fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    fireEvent.change(await screen.findByLabelText('Message'), { target: { value: 'For Ada only' } });
    fireEvent.click(screen.getByRole('button', { name: /Grace Hopper/ }));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  });
});
