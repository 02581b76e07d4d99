/**
 * Secure chat between the patient and the care team: the same conversation the care team sees in
 * /professional, live both ways. Nothing is lost across a dropped connection (a reconnect fetches
 * what arrived meanwhile), a message written on a weak signal waits on the device until it can go,
 * and a send is never doubled (client ids, see patientChatStore).
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { secureChatCalls } from '@hearth/shared-kernel/api';
import { SECURE_CHAT_ERRORS, formatDateTime, type Message } from '@hearth/shared-kernel/domain';
import { http } from '@hearth/shared-kernel/http';
import { MESSAGE_ERROR_PREFIX } from '@hearth/shared-kernel/rules';
import { patientSub } from '@hearth/shared-kernel/conversations';
import { live } from '@hearth/shared-kernel/live';
import { decodeJwt, session } from '@hearth/shared-kernel/session';
import { ConnectionStatus } from '../../components/chat/ConnectionStatus';
import { SessionEnded } from '../../components/chat/SessionEnded';
import { createChatOutbox } from '../../components/chat/chatOutbox';
import { useConnection } from '../../components/chat/connection';
import { FormErrors } from '../../components/Field';
import { PracticeLogo } from '../../components/PracticeLogo';
import { ScreenFrame } from '../../components/ScreenFrame';
import { seenMessageId, useReadWhenSeen, useUnreadWhileHidden } from '../../components/chat/chatSignals';
import { createPatientChatStore, type PatientChatStore } from '../../components/chat/patientChatStore';
import { LanguageChooser } from '../../components/LanguageChooser';
import type { ScreenProps } from '../../screens';
import { useText } from '../../i18n/useText';
import './SecureChatPage.css';

/** Keeps the store in step with the live socket: any frame about the patient, or a reconnect, catches up. */
function useLive(store: PatientChatStore, patientId: string) {
  useEffect(() => {
    const sub = patientSub(patientId);
    live.connect();
    live.subscribe(sub);
    let opened = false;
    const frames = live.messages$.subscribe(() => void store.catchUp());
    const status = live.status$.subscribe((s) => {
      // The server ended the session: the next call says so (the 'text Secure' message).
      if (s === 'unauthorized') return void store.catchUp();
      if (s !== 'open') return;
      if (opened) void store.catchUp();
      opened = true;
    });
    return () => {
      frames.unsubscribe();
      status.unsubscribe();
      live.unsubscribe(sub);
    };
  }, [store, patientId]);
}

function Bubble({ message, seen }: { message: Message; seen: boolean }) {
  const mine = message.direction === 'inbound';
  const { t, language } = useText();
  return (
    <li className={mine ? 'pt-msg pt-msg--mine' : 'pt-msg'}>
      <span className="pt-msg-meta">
        {mine ? t('chat.you') : (message.senderName ?? t('chat.team'))} · <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, undefined, false, language)}</time>
      </span>
      <span className="pt-msg-body">{message.body}</span>
      {seen ? <span className="pt-msg-meta pt-msg-seen">{t('chat.seen')}</span> : null}
    </li>
  );
}

function Chat({ patientId, store }: { patientId: string; store: PatientChatStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [draft, setDraft] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const end = useRef<HTMLLIElement>(null);
  const { t, tx } = useText();
  useEffect(() => {
    void store.load();
  }, [store]);
  useLive(store, patientId);
  const connection = useConnection(live.status$);
  useEffect(() => {
    void store.connectionChanged(connection);
  }, [store, connection]);
  useUnreadWhileHidden(state.messages);
  useReadWhenSeen(end, () => store.reportRead(), [state.messages]);
  const seen = seenMessageId(state.messages, state.careTeamSeenAt);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [state.messages.length, state.pending.length]);

  if (state.status === 'expired') return <SessionEnded undelivered={state.undelivered} />;
  if (state.status === 'loading') return <p role="status">{t('chat.loading')}</p>;
  if (state.status === 'failed') {
    return (
      <div role="alert">
        <p>{t('chat.loadError')}</p>
        <button type="button" className="pt-button" onClick={() => void store.load()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const found = store.send(draft);
    setErrors(found);
    if (found.length === 0) setDraft('');
  };
  /** The store's English failure ('An error occurred: ' and the server's reason), in the patient's language. */
  const sendError = (error = '') => (error.startsWith(MESSAGE_ERROR_PREFIX) ? t('chat.failed', { reason: tx(error.slice(MESSAGE_ERROR_PREFIX.length)) }) : tx(error));
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <>
      <ConnectionStatus connection={connection} />
      {state.hasOlder ? (
        <button type="button" className="pt-button pt-button--secondary hearth-print-hidden" onClick={() => void store.loadOlder()}>
          {t('chat.older')}
        </button>
      ) : null}
      <div role="log" aria-live="polite" aria-label={t('chat.log')}>
        <ol className="pt-chat">
          {state.messages.length === 0 && state.pending.length === 0 ? <li className="pt-empty">{t('chat.empty')}</li> : null}
          {state.messages.map((m) => (
            <Bubble key={m.id} message={m} seen={m.id === seen} />
          ))}
          {state.pending.map((p) => (
            <li key={p.clientId} className="pt-msg pt-msg--mine pt-msg--pending">
              <span className="pt-msg-meta">{p.delivery === 'failed' ? sendError(p.error) : p.waiting ? t('chat.waiting') : t('sending')}</span>
              <span className="pt-msg-body">{p.body}</span>
              {p.delivery === 'failed' ? (
                <button type="button" className="pt-link-button" onClick={() => store.retry(p.clientId)}>
                  {t('tryAgain')}
                </button>
              ) : null}
            </li>
          ))}
          <li ref={end} aria-hidden="true" className="pt-chat-end" />
        </ol>
      </div>
      <form className="pt-form pt-composer hearth-print-hidden" onSubmit={submit} noValidate>
        <FormErrors messages={errors} />
        <label htmlFor="pt-message">{t('chat.message')}</label>
        <textarea id="pt-message" rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKey} maxLength={2000} />
        <button type="submit" className="pt-button">
          {t('chat.send')}
        </button>
      </form>
    </>
  );
}

export default function SecureChatPage(_: ScreenProps) {
  const claims = decodeJwt<{ patientId?: string; sid?: string }>(session.zeusToken);
  const patientId = claims?.patientId;
  // Unsent messages belong to the patient session that wrote them.
  const [store] = useState(() => createPatientChatStore(undefined, { outbox: createChatOutbox(claims?.sid ?? patientId ?? '') }));
  const { practiceName, logoUrl } = useSyncExternalStore(store.subscribe, store.getState);
  const { t, tx } = useText();
  return (
    <ScreenFrame title={practiceName ? t('chat.at', { practice: practiceName }) : t('t.chat')} lead={practiceName ? <PracticeLogo name={practiceName} url={logoUrl} /> : null}>
      <details className="pt-menu">
        <summary>{t('chat.menu')}</summary>
        <LanguageChooser tell={(language) => http.call(secureChatCalls.language, { body: { language } })} />
      </details>
      <p>{t('chat.private')}</p>
      {patientId ? <Chat patientId={patientId} store={store} /> : <p role="alert">{tx(SECURE_CHAT_ERRORS.expired)}</p>}
    </ScreenFrame>
  );
}
