/**
 * Reading a conversation: while its thread is on screen and the tab is visible, the patient's
 * newest message held is marked read (once per new one), so the unread count in the navigation
 * and the tab title falls at once on every tab; and the host knows which conversation is on
 * screen, so it raises no notice for it.
 */
import { reaction } from 'mobx';
import { setConversationOnScreen } from '@hearth/shared-kernel/alerts';
import type { ConversationsApi } from './conversationsApi';
import type { ThreadStore } from './ThreadStore';

/** The seq of the newest message from the patient the thread holds (null: none). */
function newestInboundSeq(thread: Pick<ThreadStore, 'messages'>): number | null {
  for (let i = thread.messages.length - 1; i >= 0; i -= 1) {
    const m = thread.messages[i];
    if (m.direction === 'inbound' && m.seq) return m.seq;
  }
  return null;
}

export function followReading(thread: ThreadStore, api: Pick<ConversationsApi, 'markRead'>, doc: Document = document): () => void {
  let marked = 0;
  const mark = () => {
    const id = thread.conversationId;
    const seq = newestInboundSeq(thread);
    if (!id || seq === null || seq <= marked || doc.visibilityState === 'hidden') return;
    marked = seq;
    api.markRead(id, seq).catch(() => {
      marked = 0;
    });
  };
  const stopReacting = reaction(() => [thread.conversationId, newestInboundSeq(thread)], mark, { fireImmediately: true });
  const onScreen = reaction(() => thread.conversationId, setConversationOnScreen, { fireImmediately: true });
  doc.addEventListener('visibilitychange', mark);
  return () => {
    stopReacting();
    onScreen();
    setConversationOnScreen(null);
    doc.removeEventListener('visibilitychange', mark);
  };
}
