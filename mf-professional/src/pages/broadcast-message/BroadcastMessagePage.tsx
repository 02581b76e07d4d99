/**
 * /professional/broadcast-message: compose one text for many patients, choose the audience
 * (program, status in it, my care team), see how many will get it and why the others will not (the
 * kernel's consent rule: only enrolled or program-agreed patients are texted), confirm, then
 * follow the sending live. An optional Spanish text goes to Spanish-preferring patients; without
 * one the screen says, before sending, that everyone gets the English.
 */
import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Select from 'antd/es/select';
import {
  BROADCAST_MAX_LENGTH,
  PROGRAM_ENROLLMENT_STATUSES,
  type AudienceCount,
  type BroadcastAudience,
  type BroadcastProgress,
  type ProgramEnrollmentStatus,
  type ProgramSummary,
  skipBreakdownText,
} from '@hearth/shared-kernel/domain';
import { paths } from '@hearth/shared-kernel/paths';
import { FeatureGate } from '../../components/FeatureGate';
import { ScreenFrame } from '@hearth/shared-kernel/console';
import { messagesOf } from '../../components/patientsApi';
import { broadcastsApi, type BroadcastsApi } from '../../components/broadcasts/broadcastsApi';
import { programsApi } from '../../components/programs/programsApi';
import '../../components/programs/programs.css';
import type { ScreenProps } from '../../screens';
import { useCloseOnLogout, Link } from '@hearth/shared-kernel/react';
import { countOf } from '@hearth/shared-kernel/rules';

export interface BroadcastMessagePageProps extends ScreenProps {
  api?: BroadcastsApi;
  programs?: () => Promise<ProgramSummary[]>;
}

/** "56 patients match: 3 will get the text, 53 skipped (41 not enrolled · 12 opted out)." */
const countText = (c: AudienceCount) =>
  `${countOf(c.total, 'patient')} ${c.total === 1 ? 'matches' : 'match'}: ${c.willSend.toLocaleString('en-US')} will get the text, ${c.skipped.toLocaleString('en-US')} skipped` +
  (c.skipped ? ` (${skipBreakdownText(c.skippedBy)}).` : '.');

/** Without a Spanish text: said plainly, with how many of those texted prefer Spanish. */
const englishOnlyText = (c: AudienceCount | null) =>
  `No Spanish text: this goes in English to everyone${c?.willSendSpanish ? `, including ${countOf(c.willSendSpanish, 'patient')} who prefer${c.willSendSpanish === 1 ? 's' : ''} Spanish` : ''}.`;

function progressText(p: BroadcastProgress): string {
  const done = p.sent + p.failed;
  const toSend = p.audienceSize - p.skipped;
  return `${p.status === 'done' ? 'Finished' : 'Sending'}: ${done.toLocaleString()} of ${countOf(toSend, 'text')} (${p.sent.toLocaleString()} sent, ${p.failed.toLocaleString()} failed, ${p.skipped.toLocaleString()} skipped)`;
}

function Composer({ api, programs }: Required<Pick<BroadcastMessagePageProps, 'api' | 'programs'>>) {
  const [programList, setProgramList] = useState<ProgramSummary[]>([]);
  const [programId, setProgramId] = useState<string | undefined>();
  const [statuses, setStatuses] = useState<ProgramEnrollmentStatus[]>([]);
  const [mine, setMine] = useState(false);
  const [body, setBody] = useState('');
  const [bodyEs, setBodyEs] = useState('');
  const [count, setCount] = useState<AudienceCount | null>(null);
  const [counting, setCounting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useCloseOnLogout(confirming, () => setConfirming(false));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<BroadcastProgress | null>(null);

  useEffect(() => {
    programs().then(setProgramList, () => setProgramList([]));
  }, [programs]);

  const audience: BroadcastAudience = {
    ...(programId ? { programId } : {}),
    ...(statuses.length ? { programStatuses: statuses } : {}),
    ...(mine ? { onMyCareTeam: true } : {}),
  };
  const audienceKey = JSON.stringify(audience);

  // A changed audience needs counting again before it can be sent.
  useEffect(() => {
    setCount(null);
    let current = true;
    setCounting(true);
    api.count(audience).then(
      (c) => current && (setCount(c), setCounting(false)),
      (error) => current && (setFailure(messagesOf(error)[0]), setCounting(false)),
    );
    return () => {
      current = false;
    };
  }, [audienceKey, api]);

  // Live progress over the socket; each message replaces the last (they carry totals).
  useEffect(() => {
    if (!progress?.id) return;
    return api.watchProgress(progress.id, (p) => setProgress((old) => (old && old.sent + old.failed > p.sent + p.failed ? old : p)));
  }, [progress?.id, api]);

  async function send() {
    setConfirming(false);
    setSending(true);
    setFailure(null);
    try {
      setProgress(await api.send(audience, body, bodyEs.trim() || undefined));
    } catch (error) {
      setFailure(messagesOf(error)[0]);
    } finally {
      setSending(false);
    }
  }

  if (progress) {
    const toSend = Math.max(1, progress.audienceSize - progress.skipped);
    return (
      <section aria-label="Broadcast progress" className="pro-progress">
        <p role="status">{progressText(progress)}</p>
        <Progress percent={Math.floor(((progress.sent + progress.failed) / toSend) * 100)} status={progress.status === 'done' ? 'success' : 'active'} aria-label="Texts sent" />
        <p>
          <Link to={paths.professional('broadcast-message-history')}>Broadcast message history</Link>
          {progress.status === 'done' && (
            <>
              {' · '}
              <Button type="link" onClick={() => (setProgress(null), setBody(''), setBodyEs(''))}>
                Write another
              </Button>
            </>
          )}
        </p>
      </section>
    );
  }

  const tooLong = body.length > BROADCAST_MAX_LENGTH || bodyEs.length > BROADCAST_MAX_LENGTH;
  const spanish = bodyEs.trim();
  return (
    <form onSubmit={(e) => (e.preventDefault(), setConfirming(true))} aria-label="Compose a broadcast">
      <fieldset className="pro-toolbar" style={{ border: 0, padding: 0 }}>
        <legend className="pro-subtitle">Audience</legend>
        <Select
          allowClear
          placeholder="Every program"
          aria-label="Program"
          value={programId}
          onChange={(v: string | undefined) => setProgramId(v)}
          options={programList.map((p) => ({ value: p.id, label: p.name }))}
          style={{ minWidth: 220 }}
        />
        <Select
          mode="multiple"
          allowClear
          placeholder="Any program status"
          aria-label="Program status"
          value={statuses}
          onChange={(v: ProgramEnrollmentStatus[]) => setStatuses(v)}
          options={PROGRAM_ENROLLMENT_STATUSES.map((s) => ({ value: s, label: s }))}
          style={{ minWidth: 240 }}
        />
        <Checkbox checked={mine} onChange={(e) => setMine(e.target.checked)}>
          Only patients on my care team
        </Checkbox>
      </fieldset>
      <p role="status" aria-live="polite">
        {counting ? 'Counting…' : count ? countText(count) : ''}
      </p>
      <label htmlFor="broadcast-body" className="hc-field__label">
        Message
      </label>
      <Input.TextArea id="broadcast-body" rows={4} value={body} onChange={(e) => setBody(e.target.value)} showCount maxLength={BROADCAST_MAX_LENGTH} />
      <label htmlFor="broadcast-body-es" className="hc-field__label">
        Message in Spanish (optional)
      </label>
      <Input.TextArea
        id="broadcast-body-es"
        rows={4}
        value={bodyEs}
        onChange={(e) => setBodyEs(e.target.value)}
        showCount
        maxLength={BROADCAST_MAX_LENGTH}
        aria-describedby="broadcast-language-note"
      />
      <p id="broadcast-language-note">{spanish ? 'Patients who prefer Spanish get the Spanish text; everyone else the English.' : englishOnlyText(count)}</p>
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      <div className="pro-toolbar" style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" disabled={!body.trim() || tooLong || !count || count.willSend === 0 || sending} loading={sending}>
          Send to {count ? count.willSend.toLocaleString() : '…'} patients
        </Button>
      </div>
      <Modal open={confirming} title="Send this broadcast?" okText="Send" onOk={() => void send()} onCancel={() => setConfirming(false)}>
        <p>{count ? countText(count) : ''}</p>
        <p className="pro-subtitle">English</p>
        <blockquote>{body}</blockquote>
        {spanish ? (
          <>
            <p className="pro-subtitle">Spanish</p>
            <blockquote lang="es">{spanish}</blockquote>
          </>
        ) : (
          <p>{englishOnlyText(count)}</p>
        )}
      </Modal>
    </form>
  );
}

export default function BroadcastMessagePage({ title, api = broadcastsApi, programs = programsApi.list }: BroadcastMessagePageProps) {
  return (
    <ScreenFrame title={title} intro="Send one text to many patients at once: choose who, see how many, confirm, and watch it go out. Only patients who agreed to texts from the practice (enrolled, or agreed to a program) get it.">
      <FeatureGate flag="broadcastMessageWebappEnabled" feature="Broadcast messages">
        <Composer api={api} programs={programs} />
      </FeatureGate>
    </ScreenFrame>
  );
}
