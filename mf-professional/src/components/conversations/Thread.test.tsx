import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { message } from '../../testing/fixtures';
import { world } from '../../testing/conversationsWorld';
import { deliveryLabel, Thread } from './Thread';
import { ThreadStore } from './ThreadStore';

describe('delivery and read status on the bubbles', () => {
  it("names where the care team's messages stand", () => {
    const out = message({ direction: 'outbound', channel: 'sms' });
    expect(deliveryLabel({ ...out, status: 'queued' })).toBe('Queued');
    expect(deliveryLabel({ ...out, status: 'sent' })).toBe('Sent');
    expect(deliveryLabel({ ...out, status: 'delivered' })).toBe('Delivered');
    expect(deliveryLabel({ ...out, status: 'failed' })).toBe('Not delivered');
    expect(deliveryLabel({ ...out, status: 'undelivered' })).toBe('Not delivered');
    expect(deliveryLabel({ ...out, channel: 'chat', status: 'sent' })).toBe('Sent');
    expect(deliveryLabel({ ...out, channel: 'chat', status: 'sent', readAt: '2026-11-28T15:04:00Z' })).toMatch(/^Read Nov 28, 2026/);
    expect(deliveryLabel(message({ direction: 'inbound' }))).toBeNull();
  });

  it('a text not delivered shows Not delivered with Retry; Retry sends it again; the status follows live', async () => {
    const w = world();
    w.messages.push(message({ id: 'm2', seq: 2, direction: 'outbound', channel: 'sms', status: 'undelivered', body: 'Your lab results are in.' }));
    const store = new ThreadStore({ api: w.api }, { conversationId: 'c1', patientId: 'p1' });
    await store.load();
    render(<Thread store={store} />);
    const bubble = screen.getByText('Your lab results are in.').closest('li')!;
    expect(within(bubble).getByText('Not delivered')).toBeInTheDocument();
    fireEvent.click(within(bubble).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(bubble).getByText('Sent')).toBeInTheDocument());
    expect(w.api.retryText).toHaveBeenCalledWith('m2');
    expect(within(bubble).queryByRole('button', { name: 'Retry' })).toBeNull();
    act(() => store.applyStatus({ conversationId: 'c1', patientId: 'p1', messageId: 'm2', status: 'delivered', readAt: null }));
    expect(within(bubble).getByText('Delivered')).toBeInTheDocument();
  });

  it('a refused retry says why on the message', async () => {
    const w = world();
    w.messages.push(message({ id: 'm2', seq: 2, direction: 'outbound', channel: 'sms', status: 'failed', body: 'Call us back.' }));
    (w.api.retryText as jest.Mock).mockRejectedValueOnce(Object.assign(new Error('409'), { body: { message: 'This patient has opted out of text messages.' } }));
    const store = new ThreadStore({ api: w.api }, { conversationId: 'c1', patientId: 'p1' });
    await store.load();
    render(<Thread store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This patient has opted out of text messages.');
  });
});
