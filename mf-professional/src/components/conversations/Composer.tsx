/**
 * Writing a message: by text (SMS) or secure chat, with urgency and subject. Shows the
 * conversation's notices (SPEC §2) above, offers 'End Conversation' for an automated one, and
 * SPEC's 'A message body is required.' under the body. The channel follows the kernel's reply
 * rule: it opens on the patient's own channel, offers secure chat only to a patient who has it,
 * asks once before a reply to a secure-chat patient goes by text, and remembers the choice.
 */
import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { Field } from '@hearth/shared-kernel/console';
import type { Channel, Urgency } from '../../domain';
import { PLAIN_TEXT_REPLY_WARNING, plainTextNeedsConfirming, replyChannel, sendingBlocked, type ConversationNotice } from '@hearth/shared-kernel/conversations';
import { session } from '@hearth/shared-kernel/session';
import { replyChannelChoices } from './replyChannelChoice';
import type { ThreadStore } from './ThreadStore';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';

export interface ComposerProps {
  store: ThreadStore;
  notices: ConversationNotice[];
  canSend: boolean;
  /** The channel of the patient's last message in this conversation (null: none, or a new conversation). */
  lastPatientChannel: Channel | null;
  /** The patient can use secure chat (null: their record is not loaded yet). */
  secureChat: boolean | null;
  onEndConversation?: () => Promise<void>;
  onSent?: () => void;
}

export const Composer = observer(function Composer({ store, notices, canSend, lastPatientChannel, secureChat, onEndConversation, onSent }: ComposerProps) {
  const choices = useMemo(() => replyChannelChoices(session.claims()?.professionalId ?? ''), []);
  // A new conversation's choice is kept per patient until it has an id.
  const choiceKey = store.conversationId ?? `patient:${store.patientId}`;
  const [chosen, setChosen] = useState<Channel | null>(() => choices.get(choiceKey));
  const [askingText, setAskingText] = useState(false);
  useCloseOnLogout(askingText, () => setAskingText(false));
  const channel = replyChannel({ lastPatientChannel, secureChat, chosen });
  const [urgency, setUrgency] = useState<Urgency>('normal');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [ending, setEnding] = useState(false);
  const blocked = sendingBlocked(notices, channel);

  function choose(next: Channel) {
    if (next === channel) return;
    if (plainTextNeedsConfirming(next, { lastPatientChannel, secureChat })) setAskingText(true);
    else remember(next);
  }
  function remember(next: Channel) {
    setChosen(next);
    choices.set(choiceKey, next);
  }

  async function send() {
    const text = body;
    // Clear at once: the message shows in the thread as pending, and a failure keeps it there to retry.
    if (text.trim() !== '') setBody('');
    const ok = await store.send({ body: text, channel, urgency, subject });
    if (ok) onSent?.();
  }

  return (
    <div className="pro-composer hearth-print-hidden">
      {notices.map((n) => (
        <Alert
          key={n.kind}
          type={n.blocksSending || n.blocksText ? 'warning' : 'info'}
          showIcon
          title={n.text}
          data-notice={n.kind}
          action={
            n.kind === 'automated' && onEndConversation ? (
              <Button
                size="small"
                loading={ending}
                onClick={async () => {
                  setEnding(true);
                  try {
                    await onEndConversation();
                  } finally {
                    setEnding(false);
                  }
                }}
              >
                End Conversation
              </Button>
            ) : undefined
          }
        />
      ))}
      {canSend ? (
        <form
          className="pro-composer__form"
          aria-label="New message"
          onSubmit={(e) => {
            e.preventDefault();
            if (!blocked) void send();
          }}
        >
          <div className="pro-toolbar">
            <Radio.Group
              aria-label="Send by"
              value={channel}
              onChange={(e) => choose(e.target.value as Channel)}
              optionType="button"
              options={[
                { value: 'sms', label: 'Text (SMS)' },
                // Offered only to a patient who has secure chat (disabled while their record loads).
                ...(secureChat === false ? [] : [{ value: 'chat', label: 'Secure chat', disabled: secureChat === null }]),
              ]}
            />
            <Select<Urgency>
              aria-label="Urgency"
              value={urgency}
              onChange={setUrgency}
              options={[
                { value: 'normal', label: 'Normal' },
                { value: 'urgent', label: 'Urgent' },
              ]}
              style={{ width: 120 }}
            />
            <Input
              aria-label="Subject"
              placeholder="Subject (optional)"
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              maxLength={120}
              className="pro-toolbar__grow"
              style={{ width: 'auto' }}
            />
          </div>
          <Field label="Message" error={store.validationError}>
            <Input.TextArea
              value={body}
              onChange={(e) => setBody(e.target.value)}
              rows={3}
              maxLength={1600}
              disabled={blocked}
              onKeyDown={(e) => {
                // Ctrl/Cmd+Enter sends, Enter keeps writing.
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  if (!blocked) void send();
                }
              }}
            />
          </Field>
          <Button type="primary" htmlType="submit" disabled={blocked}>
            Send
          </Button>
          <Modal
            open={askingText}
            title={PLAIN_TEXT_REPLY_WARNING}
            okText="Send by text"
            cancelText="Cancel"
            onOk={() => (remember('sms'), setAskingText(false))}
            onCancel={() => setAskingText(false)}
          >
            <p>The patient last wrote in secure chat. A text message can be read by anyone who sees their phone.</p>
          </Modal>
        </form>
      ) : (
        <p className="hc-intro">You do not have permission to send messages.</p>
      )}
    </div>
  );
});
