/**
 * Conversations in three panes: the list, the open conversation (messages and composer), and the
 * patient's side panel. Used by the patient view (every patient) and by a patient's
 * conversations page (one patient). Kept live: socket messages and reconnects refresh all three.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Empty from 'antd/es/empty';
import { bus, showToast } from '@hearth/shared-kernel/bus';
import { live } from '@hearth/shared-kernel/live';
import { conversationNotices, noticeInputOf } from '@hearth/shared-kernel/conversations';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import { session } from '@hearth/shared-kernel/session';
import type { ConversationSummary, PatientDetail } from '../../domain';
import { Composer } from './Composer';
import { ConversationList } from './ConversationList';
import { ConversationListStore } from './ConversationListStore';
import { conversationsApi as defaultApi, type ConversationsApi, type ConversationQuery } from './conversationsApi';
import { watchLive, type LiveSources } from './liveRefresh';
import { PatientPanel } from './PatientPanel';
import { panelFlow, type PanelFlow } from './panelFlow';
import { followReading } from './readMarks';
import { refreshPlan } from './refreshPlan';
import { Thread } from './Thread';
import { ThreadStore } from './ThreadStore';

export interface ConversationWorkspaceProps {
  api?: ConversationsApi;
  live?: LiveSources;
  /** Only this patient's conversations (patient settings). */
  patientId?: string;
  /** Open this patient at once: their active conversation, else a new one (roster's 'Message'). */
  startWithPatientId?: string | null;
}

type Selection = PanelFlow;

const PATIENT_LOAD_FAILED = 'Could not get this patient. Please try again later.';
const defaultLive: LiveSources = { messages$: bus.live$, status$: live.status$ };

/**
 * The patient's one active conversation (SPEC §2), as a list row: looked up in the active lists,
 * else described from the patient record so it can still be opened.
 */
async function activeConversationOf(api: ConversationsApi, patient: PatientDetail): Promise<ConversationSummary | null> {
  const id = patient.activeConversationId;
  if (!id) return null;
  const query = (type: ConversationQuery['type']): ConversationQuery => ({
    type,
    patientId: patient.id,
    sortKey: 'last_message_at',
    sortDirection: 'DESC',
    skip: 0,
  });
  try {
    const [direct, system] = await Promise.all([api.conversations(query('direct')), api.conversations(query('system'))]);
    const found = [...direct.results, ...system.results].find((c) => c.id === id);
    if (found) return found;
  } catch {
    // Described from the patient record below.
  }
  return {
    id,
    patientId: patient.id,
    patientName: `${patient.firstName} ${patient.lastName}`,
    orgId: patient.orgId,
    communicationType: 'conversation',
    status: 'active',
    subject: null,
    urgency: 'normal',
    needsResponse: patient.needsResponse,
    automated: false,
    isConvoLocked: false,
    createdAt: patient.updatedAt,
    updatedAt: patient.updatedAt,
    lastMessageAt: patient.lastContactAt,
    lastMessagePreview: null,
    channel: null,
    lastPatientChannel: null,
    doNotDisturb: patient.doNotDisturb,
    optedOut: patient.optedOut,
  };
}

/** SPEC §7: the conversation calls are made only when the token has a professionalId. */
export function ConversationWorkspace(props: ConversationWorkspaceProps) {
  useSession(); // re-render when the session (and so the token) changes
  if (!session.claims()?.professionalId) {
    return <p className="hc-intro">Conversations are for care team members: your account is not a professional's, so there are none to show.</p>;
  }
  return <Workspace {...props} />;
}

const Workspace = observer(function Workspace({
  api = defaultApi,
  live: liveSources = defaultLive,
  patientId,
  startWithPatientId,
}: ConversationWorkspaceProps) {
  const { permissions, orgs } = useSession();
  const list = useMemo(() => new ConversationListStore(api, patientId), [api, patientId]);
  // The patient view (all patients) carries on the panel flow; one patient's page starts afresh.
  const followsFlow = !patientId && !startWithPatientId;
  const [selection, setSelection] = useState<Selection | null>(() => (followsFlow ? panelFlow.get() : null));
  useEffect(() => {
    if (!patientId) panelFlow.set(selection);
  }, [patientId, selection]);
  const [patient, setPatientRecord] = useState<PatientDetail | null>(null);
  // The record on screen, readable from effects without re-running them.
  const shown = useRef<PatientDetail | null>(null);
  const setPatient = useCallback((p: PatientDetail | null) => {
    shown.current = p;
    setPatientRecord(p);
  }, []);
  const [patientState, setPatientState] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const threadKey = selection ? `${selection.patientId}:${selection.conversation?.id ?? 'new'}` : null;
  const thread = useMemo(
    () => (selection ? new ThreadStore({ api }, { conversationId: selection.conversation?.id ?? null, patientId: selection.patientId }) : null),
    // One store per conversation (keyed), not per selection object: that changes on every refresh.
    [api, threadKey],
  );

  const loadPatient = useCallback(
    async (id: string) => {
      setPatientState({ loading: true, error: null });
      try {
        const p = await api.patient(id);
        setPatient(p);
        setPatientState({ loading: false, error: null });
      } catch {
        setPatientState({ loading: false, error: PATIENT_LOAD_FAILED });
      }
    },
    [api, setPatient],
  );

  const openPatient = useCallback(
    async (id: string) => {
      try {
        const record = await api.patient(id);
        // Read once: the panel shows this record rather than asking (and auditing) again.
        setPatient(record);
        setSelection({ patientId: id, conversation: await activeConversationOf(api, record) });
      } catch {
        setSelection({ patientId: id, conversation: null });
      }
    },
    [api, setPatient],
  );

  useEffect(() => {
    void list.load();
  }, [list]);

  useEffect(() => {
    const id = startWithPatientId ?? patientId;
    if (id) void openPatient(id);
  }, [startWithPatientId, patientId, openPatient]);

  const selectedPatientId = selection?.patientId ?? null;
  useEffect(() => {
    if (selectedPatientId && shown.current?.id === selectedPatientId) return;
    setPatient(null);
    if (selectedPatientId) void loadPatient(selectedPatientId);
  }, [selectedPatientId, loadPatient, setPatient]);

  useEffect(() => {
    void thread?.load();
  }, [thread]);

  // Reading it: marked read while on screen (the navigation's count follows on every tab).
  useEffect(() => (thread ? followReading(thread, api) : undefined), [thread, api]);

  // A message's delivery or reading, live on its bubble.
  useEffect(() => {
    if (!thread) return;
    const sub = liveSources.messages$.subscribe((event) => {
      if (event.type === 'message_status' && event.data.conversationId === thread.conversationId) thread.applyStatus(event.data);
    });
    return () => sub.unsubscribe();
  }, [thread, liveSources]);

  // Composing a new conversation while the patient has an active one (SPEC §2: one per patient).
  const composingNew = selection !== null && selection.conversation === null;
  const otherActiveId = composingNew && patient?.id === selectedPatientId ? patient?.activeConversationId ?? null : null;

  // Live: one folded refresh of what the burst concerns (everything after a reconnect).
  useEffect(
    () =>
      watchLive(liveSources, (all) => {
        // This screen's own sends: their answer has merged them and reloaded the list (onSent).
        const reasons = all.filter((r) => r.kind !== 'message' || !thread?.sentHere(r.message));
        if (!reasons.length) return;
        const plan = refreshPlan(reasons, { conversationId: thread?.conversationId ?? null, patientId: selectedPatientId });
        if (plan.list)
          void list.load().then(() => {
            setSelection((s) => {
              if (!s?.conversation) return s;
              const fresh = list.items.find((c) => c.id === s.conversation!.id);
              // A list answer overtaken by a later load may be older than the row on screen (the
              // answer to End Conversation): only a row at least as new replaces it.
              return fresh && fresh.updatedAt >= s.conversation.updatedAt ? { ...s, conversation: fresh } : s;
            });
          });
        if (plan.thread) void thread?.catchUp();
        if (plan.patient && selectedPatientId) void loadPatient(selectedPatientId);
      }),
    [liveSources, list, thread, selectedPatientId, loadPatient],
  );

  const notices = conversationNotices(
    noticeInputOf({
      conversation: selection?.conversation ?? null,
      patient,
      composingNew: composingNew && patient?.id === selectedPatientId,
    }),
  );

  async function endConversation() {
    const convo = selection?.conversation;
    if (!convo) return;
    try {
      const ended = await api.end(convo.id);
      setSelection((s) =>
        s && s.conversation
          ? { ...s, conversation: ended && ended.id ? ended : { ...s.conversation, automated: false, isConvoLocked: false } }
          : s,
      );
      void list.load();
    } catch (error) {
      showToast({ header: 'Error', message: `An error occurred: ${error instanceof Error ? error.message : ''}`, tone: 'error' });
    }
  }

  function onSent() {
    void list.load();
    // A first message opens a conversation: reopen the patient on it (the list's page may not show it).
    if (thread?.conversationId && selection && !selection.conversation) void openPatient(selection.patientId);
  }

  return (
    <div className="pro-workspace hearth-print-column">
      <ConversationList
        store={list}
        selectedId={selection?.conversation?.id ?? null}
        orgs={orgs}
        onSelect={(c) => setSelection({ patientId: c.patientId, conversation: c })}
      />
      <section className="pro-conversation" aria-label="Conversation">
        {selection && thread ? (
          <>
            <header className="pro-conversation__head">
              <h2 className="pro-subtitle">
                {selection.conversation ? (selection.conversation.subject || `Conversation with ${selection.conversation.patientName}`) : 'New conversation'}
              </h2>
              {otherActiveId && patient ? (
                <button type="button" className="pro-linkish hearth-print-hidden" onClick={() => void openPatient(patient.id)}>
                  Open the active conversation
                </button>
              ) : null}
            </header>
            <Thread store={thread} />
            {/* Keyed: a draft never follows the professional to another patient. */}
            <Composer
              key={threadKey ?? undefined}
              store={thread}
              notices={notices}
              canSend={can(permissions, 'SEND_MESSAGE')}
              lastPatientChannel={selection.conversation?.lastPatientChannel ?? null}
              secureChat={patient?.id === selection.patientId ? patient.secureChat : null}
              onEndConversation={endConversation}
              onSent={onSent}
            />
          </>
        ) : (
          <Empty description="Choose a conversation to read it and reply." />
        )}
      </section>
      {selection ? (
        <PatientPanel patient={patient} loading={patientState.loading} error={patientState.error} canCall={can(permissions, 'INITIATE_VOICECALL')} />
      ) : null}
    </div>
  );
});
