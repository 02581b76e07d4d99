/**
 * A conversation's messages, oldest at the top. Scrolling to the top (or the button there, for
 * the keyboard) loads the older page; new messages keep the view at the bottom when it was there.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { NOT_DELIVERED_LABEL, notDelivered, type Message, type MessageStatus, formatDateTime } from '@hearth/shared-kernel/domain';
import type { ThreadMessage, ThreadStore } from './ThreadStore';

const CHANNEL_LABEL = { sms: 'Text', chat: 'Secure chat' } as const;
const TEXT_STATUS_LABEL: Partial<Record<MessageStatus, string>> = { queued: 'Queued', sent: 'Sent', delivered: 'Delivered' };

/** Where a stored message of the care team stands: a text's delivery, a secure-chat message's reading. */
export function deliveryLabel(message: Pick<Message, 'direction' | 'channel' | 'status' | 'readAt'>): string | null {
  if (message.direction !== 'outbound') return null;
  if (message.channel === 'chat') return message.readAt ? `Read ${formatDateTime(message.readAt)}` : 'Sent';
  return notDelivered(message.status) ? NOT_DELIVERED_LABEL : (TEXT_STATUS_LABEL[message.status] ?? null);
}

function MessageBubble({
  message,
  onRetry,
  onRetryText,
  retryError,
}: {
  message: ThreadMessage;
  onRetry(clientId: string): void;
  onRetryText(messageId: string): void;
  retryError?: string;
}) {
  const outbound = message.direction === 'outbound';
  const stored = !message.delivery;
  const status = stored ? deliveryLabel(message) : null;
  const lost = stored && outbound && notDelivered(message.status);
  return (
    <li
      className={`pro-msg pro-msg--${outbound ? 'out' : 'in'}${message.delivery ? ` pro-msg--${message.delivery}` : ''}`}
      data-delivery={message.delivery ?? 'sent'}
    >
      {message.subject ? <div className="pro-msg__subject">{message.subject}</div> : null}
      <div className="pro-msg__body">{message.body}</div>
      <div className="pro-msg__meta">
        {message.senderName ? <span>{message.senderName}</span> : null}
        <span>{CHANNEL_LABEL[message.channel] ?? message.channel}</span>
        {message.urgency === 'urgent' ? <span className="pro-msg__urgent">Urgent</span> : null}
        <span>{message.delivery === 'pending' ? 'Sending…' : formatDateTime(message.sentAt)}</span>
        {status ? (
          <span className={lost ? 'pro-msg__status pro-msg__status--lost' : 'pro-msg__status'} data-status={message.status}>
            {status}
          </span>
        ) : null}
      </div>
      {lost ? (
        <div className="pro-msg__failed">
          {retryError ? <span role="alert">{retryError} </span> : null}
          <Button size="small" onClick={() => onRetryText(message.id)}>
            Retry
          </Button>
        </div>
      ) : null}
      {message.delivery === 'failed' ? (
        <div className="pro-msg__failed" role="alert">
          {message.error}{' '}
          <Button size="small" onClick={() => onRetry(message.clientId!)}>
            Retry
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export const Thread = observer(function Thread({ store }: { store: ThreadStore }) {
  const scroller = useRef<HTMLDivElement>(null);
  const stuckToBottom = useRef(true);
  const previousHeight = useRef(0);
  const count = store.messages.length;
  const newest = store.messages.at(-1)?.id;

  // Keep the reader's place: at the bottom for new messages, where they were when older ones load.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (stuckToBottom.current) el.scrollTop = el.scrollHeight;
    else if (el.scrollTop < 40) el.scrollTop = el.scrollHeight - previousHeight.current;
    previousHeight.current = el.scrollHeight;
  }, [count, newest]);

  useEffect(() => {
    stuckToBottom.current = true;
  }, [store]);

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    stuckToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    previousHeight.current = el.scrollHeight;
    if (el.scrollTop < 40 && store.hasOlder) void store.loadOlder();
  }

  return (
    <div className="pro-thread hearth-print-whole" ref={scroller} onScroll={onScroll} tabIndex={0} aria-label="Messages">
      {store.hasOlder ? (
        <div className="pro-thread__older hearth-print-hidden">
          <Button size="small" loading={store.loadingOlder} onClick={() => void store.loadOlder()}>
            Load older messages
          </Button>
        </div>
      ) : null}
      {store.error ? <Alert type="error" showIcon title={store.error} /> : null}
      {store.loading && count === 0 ? (
        <div role="status" className="pro-loading">
          <Spin size="small" /> Loading messages…
        </div>
      ) : count === 0 ? (
        <p className="hc-intro">No messages yet. Write the first one below.</p>
      ) : null}
      <ol className="pro-msgs" aria-live="polite" aria-relevant="additions">
        {store.messages.map((m) => (
          <MessageBubble
            key={m.delivery ? `c:${m.clientId}` : m.id}
            message={m}
            onRetry={(id) => void store.retry(id)}
            onRetryText={(id) => void store.retryText(id)}
            retryError={store.textRetryErrors.get(m.id)}
          />
        ))}
      </ol>
    </div>
  );
});
