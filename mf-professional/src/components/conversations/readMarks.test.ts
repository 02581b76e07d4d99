import { conversationOnScreen } from '@hearth/shared-kernel/alerts';
import { message } from '../../testing/fixtures';
import { world } from '../../testing/conversationsWorld';
import { ThreadStore } from './ThreadStore';
import { followReading } from './readMarks';

/** A document whose visibility the test sets. */
function page(state: DocumentVisibilityState = 'visible') {
  const doc = Object.assign(new EventTarget(), { visibilityState: state }) as unknown as Document & { visibilityState: DocumentVisibilityState };
  return doc;
}

describe('reading a conversation', () => {
  it("marks the patient's newest message read once, again only for a newer one, and says which conversation is on screen", async () => {
    const w = world();
    const thread = new ThreadStore({ api: w.api }, { conversationId: 'c1', patientId: 'p1' });
    await thread.load();
    const stop = followReading(thread, w.api, page());
    expect(conversationOnScreen()).toBe('c1');
    expect(w.api.markRead).toHaveBeenCalledTimes(1);
    expect(w.api.markRead).toHaveBeenLastCalledWith('c1', 1);
    // The care team's own reply is not a reason to mark again; the patient's next message is.
    w.messages.push(message({ id: 'm2', seq: 2, direction: 'outbound', body: 'Sent to your pharmacy.' }));
    await thread.catchUp();
    expect(w.api.markRead).toHaveBeenCalledTimes(1);
    w.messages.push(message({ id: 'm3', seq: 3, direction: 'inbound', body: 'Thank you!' }));
    await thread.catchUp();
    expect(w.api.markRead).toHaveBeenLastCalledWith('c1', 3);
    stop();
    expect(conversationOnScreen()).toBeNull();
  });

  it('a hidden tab marks nothing until it is shown', async () => {
    const w = world();
    const thread = new ThreadStore({ api: w.api }, { conversationId: 'c1', patientId: 'p1' });
    await thread.load();
    const doc = page('hidden');
    const stop = followReading(thread, w.api, doc);
    expect(w.api.markRead).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(w.api.markRead).toHaveBeenCalledWith('c1', 1);
    stop();
  });
});
