/**
 * Bulk entry: one clinical form per ready-for-entry item and 'Submit All', which presses every
 * form's Submit. A submitted form drops off; one that fails stays with its errors; when none remain
 * the page goes back to the patient's quality considerations.
 */
import { createRef, useEffect, useMemo, useState, type RefObject } from 'react';
import { useNavigate } from '@hearth/shared-kernel/react';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import type { CdeRequestRecord, ClinicalForm, GapInCareItem } from '@hearth/shared-kernel/domain';
import { cdeApi } from '../../components/cde/cdeApi';
import { CdeForm, type CdeFormHandle } from '../../components/cde/CdeForm';
import { itemNames } from '../../components/cde/itemNames';

interface Loaded {
  item: GapInCareItem;
  form: ClinicalForm;
  stored: CdeRequestRecord | null;
}

export function BulkEntryForms({ patientId, items }: { patientId: string; items: GapInCareItem[] }) {
  const navigate = useNavigate();
  const back = `/patient-settings/quality-considerations/${patientId}`;
  const [forms, setForms] = useState<Loaded[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [remaining, setRemaining] = useState<string[]>(() => items.map((i) => i.gapId));
  const [busy, setBusy] = useState(false);
  const refs = useMemo(() => new Map<string, RefObject<CdeFormHandle | null>>(items.map((i) => [i.gapId, createRef<CdeFormHandle>()])), [items]);

  useEffect(() => {
    let current = true;
    Promise.all(
      items.map(async (item) => ({
        item,
        form: (await cdeApi.form(item.cdeFormId)).data.form,
        stored: item.cdeRequestId ? await cdeApi.request(item.cdeRequestId) : null,
      })),
    ).then(
      (loaded) => current && setForms(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [items]);

  useEffect(() => {
    if (forms && remaining.length === 0) navigate(back);
  }, [forms, remaining, navigate, back]);

  async function submitAll() {
    setBusy(true);
    const done: string[] = [];
    try {
      for (const gapId of remaining) {
        if (await refs.get(gapId)?.current?.submit()) done.push(gapId);
      }
    } finally {
      setBusy(false);
      setRemaining((r) => r.filter((id) => !done.includes(id)));
    }
  }

  if (failed) return <p role="alert">Failed to load the forms. Please try again.</p>;
  if (!forms) return <Skeleton active />;
  if (forms.length === 0) return <p>No care-gap item is ready for entry.</p>;
  const names = itemNames(forms.map(({ item, form }) => ({ gapId: item.gapId, measureName: form.qualityConsideration })));
  return (
    <>
      {forms
        .filter((f) => remaining.includes(f.item.gapId))
        .map(({ item, form, stored }) => (
          <section key={item.gapId} className="cde-bulk-form" aria-labelledby={`bulk-${item.gapId}`}>
            <h2 id={`bulk-${item.gapId}`} className="cde-bulk-title">
              {names.get(item.gapId)}
            </h2>
            <CdeForm
              ref={refs.get(item.gapId)}
              patientId={patientId}
              item={item}
              form={form}
              stored={stored}
              onSubmitted={() => undefined}
            />
          </section>
        ))}
      <Button type="primary" loading={busy} onClick={() => void submitAll()}>
        Submit All
      </Button>
    </>
  );
}
