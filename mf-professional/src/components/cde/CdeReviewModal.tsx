/**
 * 'Quality Consideration - Clinical Data Entry Review': the evidence categories on the left, the
 * chosen one's detail on the right, and the footer buttons the kernel's workflow allows for this
 * item's status and the caller's permissions. Opening a review-needed or in-review item to review
 * claims it; if the claim is refused the modal is view-only ('View Only Mode' and the server's
 * reason). The claim is a lease the reviewer's activity renews; closing without deciding in any
 * way (Cancel, navigating away, closing the tab, logging out) releases it.
 */
import { useEffect, useRef, useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { showToast } from '@hearth/shared-kernel/bus';
import { formatDateTime, latestReviewNote, TOAST_DEFAULT_MS, type CdeRequestRecord, type ClinicalForm, type GapInCareItem } from '@hearth/shared-kernel/domain';
import { can } from '@hearth/shared-kernel/permissions';
import { useSession } from '@hearth/shared-kernel/react';
import { CDE_CLAIM_RENEW_MS, CLAIMABLE_STATUSES, canReviewStatus, cdeFooterActions, type CdeFooterAction } from '@hearth/shared-kernel/rules';
import { humanize } from '../labels';
import { messagesOf } from '../patientsApi';
import { cdeApi } from './cdeApi';
import { CdeCategoryDetail } from './CdeCategoryDetail';
import { CdeCategoryNav } from './CdeCategoryNav';
import { CdeForm, type CdeFormHandle } from './CdeForm';
import { categoriesBySide } from './cdeFormState';
import { CdeReasonModal, type ReasonKind } from './CdeReasonModal';
import { CdeReviewNoteLine, CdeStatusTag } from './CdeStatusTag';
import './cde.css';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';

export const REVIEW_TITLE = 'Quality Consideration - Clinical Data Entry Review';

const LABELS: Record<CdeFooterAction, string> = {
  cancel: 'Cancel',
  submit: 'Submit',
  approve: 'Approve',
  reject: 'Reject',
  update: 'Update',
  resubmit: 'Resubmit',
};

export interface CdeReviewModalProps {
  patientId: string;
  item: GapInCareItem;
  /** Closed; `changed` when the item's status moved. */
  onClose(changed: boolean): void;
}

export function CdeReviewModal({ patientId, item, onClose }: CdeReviewModalProps) {
  const { permissions } = useSession();
  const [form, setForm] = useState<ClinicalForm | null>(null);
  const [record, setRecord] = useState<CdeRequestRecord | null>(null);
  const [viewOnly, setViewOnly] = useState(false);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState('');
  const [reason, setReason] = useState<ReasonKind | null>(null);
  const [busy, setBusy] = useState(false);
  const claimed = useRef(false);
  const [holding, setHolding] = useState(false);
  const renewedAt = useRef(0);
  const changed = useRef(false);
  const formRef = useRef<CdeFormHandle>(null);

  /** Gives the claim back, once: closing, navigating away, closing the tab, logging out. */
  const release = useRef(() => {});
  release.current = () => {
    if (!claimed.current || !item.cdeRequestId) return;
    claimed.current = false;
    void cdeApi.clear(item.cdeRequestId).catch(() => undefined);
  };

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const loadedForm = (await cdeApi.form(item.cdeFormId)).data.form;
        let loaded = item.cdeRequestId ? await cdeApi.request(item.cdeRequestId) : null;
        if (loaded && CLAIMABLE_STATUSES.includes(loaded.status) && canReviewStatus(permissions, loaded.status)) {
          try {
            loaded = await cdeApi.claim(loaded.id);
            claimed.current = true;
            renewedAt.current = Date.now();
            // Gone before the claim came back: give it back at once.
            if (!current) return release.current();
            setHolding(true);
          } catch (error) {
            if (current) setViewOnly(true);
            showToast({ header: 'View Only Mode', message: messagesOf(error)[0] ?? '', tone: 'primary', durationMs: TOAST_DEFAULT_MS });
          }
        }
        if (!current) return;
        const sides = categoriesBySide(loadedForm);
        const entered = loaded ? Object.keys(loaded.data.entries) : [];
        setActive(entered[0] ?? sides.satisfying[0] ?? sides.excluding[0] ?? '');
        setForm(loadedForm);
        setRecord(loaded);
      } catch {
        if (current) setFailed(true);
      }
    })();
    return () => {
      current = false;
    };
  }, [item.cdeFormId, item.cdeRequestId]);

  // Leaving without a decision (navigating away, closing the tab) gives the item back.
  useEffect(() => {
    const onPageHide = () => release.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      release.current();
    };
  }, [item.cdeRequestId]);

  // The claim is a lease on the server: the reviewer's activity renews it, at most once a renewal interval.
  useEffect(() => {
    const id = item.cdeRequestId;
    if (!holding || !id) return;
    const renew = () => {
      renewedAt.current = Date.now();
      claimed.current = true;
      cdeApi.claim(id).catch((error: unknown) => {
        // It ran out and someone else took it meanwhile.
        claimed.current = false;
        setHolding(false);
        setViewOnly(true);
        showToast({ header: 'View Only Mode', message: messagesOf(error)[0] ?? '', tone: 'primary', durationMs: TOAST_DEFAULT_MS });
      });
    };
    const onActivity = () => {
      if (claimed.current && Date.now() - renewedAt.current >= CDE_CLAIM_RENEW_MS) renew();
    };
    // Back from the browser's page cache: pagehide gave the claim back, so take it again.
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted && !claimed.current) renew();
    };
    const kinds = ['pointerdown', 'keydown', 'input'] as const;
    for (const k of kinds) document.addEventListener(k, onActivity, true);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      for (const k of kinds) document.removeEventListener(k, onActivity, true);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [holding, item.cdeRequestId]);

  const status = record?.status ?? item.cdeStatus;
  const editable = status === 'ready_for_entry' && (record ? can(permissions, 'MODIFY_CDE_REQUEST') : can(permissions, 'ADD_CDE_REQUEST'));
  const actions = cdeFooterActions(
    { status, hasRequest: record !== null, claimedByMe: claimed.current, viewOnly },
    permissions,
  );

  function close() {
    release.current();
    onClose(changed.current);
  }
  // Logging out (or an idle logout) closes the review like Close does, releasing the claim.
  useCloseOnLogout(true, close);

  async function decide(kind: ReasonKind, text: string) {
    if (!record) return;
    try {
      const next = kind === 'approve' ? await cdeApi.approve(record.id, text) : kind === 'reject' ? await cdeApi.reject(record.id, text) : await cdeApi.update(record.id, text);
      claimed.current = false;
      setHolding(false);
      changed.current = true;
      setRecord(next);
      setReason(null);
      const header =
        kind === 'reject' ? 'Your Rejection Reason selection has been saved' : kind === 'approve' ? 'Your Approval has been recorded' : 'Your Update request has been recorded';
      showToast({ header, message: humanize(next.status), tone: 'success' });
      close();
    } catch (error) {
      showToast({ header: 'Error updating Status', message: messagesOf(error)[0] ?? '', tone: 'error' });
    }
  }

  async function press(action: CdeFooterAction) {
    if (action === 'cancel') return close();
    if (action === 'approve' || action === 'reject' || action === 'update') return setReason(action);
    setBusy(true);
    try {
      if (await formRef.current?.submit()) {
        changed.current = true;
        close();
      }
    } finally {
      setBusy(false);
    }
  }

  const footer = actions.map((a) => (
    // Reject is a plain button: antd's danger colours fall short of WCAG contrast.
    <Button key={a} type={a === 'cancel' || a === 'reject' ? 'default' : 'primary'} loading={busy && (a === 'submit' || a === 'resubmit')} onClick={() => void press(a)}>
      {LABELS[a]}
    </Button>
  ));

  let body;
  if (failed) body = <p role="alert">Failed to load this clinical data entry. Please try again.</p>;
  else if (!form) body = <Skeleton active />;
  else if (editable)
    body = <CdeForm ref={formRef} patientId={patientId} item={item} form={form} stored={record} onSubmitted={(r) => setRecord(r)} />;
  else
    body = (
      <div className="cde-panes">
        <CdeCategoryNav form={form} active={active} onSelect={setActive} included={(c) => Boolean(record?.data.entries[c])} idPrefix={`review-${item.gapId}`} />
        {active ? <CdeCategoryDetail entry={form.entries[active]} submitted={record?.data.entries[active]} /> : null}
      </div>
    );

  return (
    <>
      <Modal open title={REVIEW_TITLE} width={960} onCancel={close} footer={footer} mask={{ closable: false }} destroyOnHidden>
        <p className="cde-modal-meta">
          <strong>{form?.qualityConsideration ?? item.measureName}</strong> <CdeStatusTag status={status} />
          {viewOnly ? <span className="cde-view-only"> View only</span> : null}
          {record ? (
            <span className="cde-muted">
              {' '}
              Submitted by {record.createdByProfessionalName} on {formatDateTime(record.createdAt)}
              {record.claimedByProfessionalName ? ` · in review by ${record.claimedByProfessionalName}` : ''}
            </span>
          ) : null}
        </p>
        <CdeReviewNoteLine note={record ? latestReviewNote(record.history) : item.reviewNote} />
        {body}
        {record?.history.length ? (
          <details className="cde-history">
            <summary>History</summary>
            <ol>
              {record.history.map((h, i) => (
                <li key={i}>
                  {formatDateTime(h.at)} · {h.byProfessionalName} · {humanize(h.action)}: {h.fromStatus ? humanize(h.fromStatus) : '—'} → {humanize(h.toStatus)}
                  {h.reason ? ` · “${h.reason}”` : ''}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </Modal>
      <CdeReasonModal kind={reason} onCancel={() => setReason(null)} onConfirm={decide} />
    </>
  );
}
