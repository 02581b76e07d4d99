/**
 * The clinical data entry form of one care-gap item: categories on the left, the chosen one's
 * inputs on the right. Submit checks the kernel's SPEC §5 rules first, then posts the request (or
 * resubmits a request sent back for update); the server applies the same rules. `submit` is also
 * exposed to the page, so bulk entry's 'Submit All' can press every form's Submit.
 */
import { forwardRef, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import { showToast } from '@hearth/shared-kernel/bus';
import type { CdeRequestRecord, ClinicalForm, GapInCareItem } from '@hearth/shared-kernel/domain';
import { validateCdeSubmission } from '@hearth/shared-kernel/rules';
import { messagesOf } from '../patientsApi';
import { cdeApi } from './cdeApi';
import { CdeCategoryFields } from './CdeCategoryFields';
import { CdeCategoryNav } from './CdeCategoryNav';
import { categoriesBySide, initialFormState, toSubmission, type CategoryState, type FormState } from './cdeFormState';
import './cde.css';

export interface CdeFormHandle {
  /** Validates and sends; true when the server accepted it. */
  submit(): Promise<boolean>;
}

export interface CdeFormProps {
  patientId: string;
  item: GapInCareItem;
  form: ClinicalForm;
  /** A request sent back for update: its entries fill the form and Submit resubmits it. */
  stored?: CdeRequestRecord | null;
  onSubmitted(record: CdeRequestRecord): void;
}

export const CdeForm = forwardRef<CdeFormHandle, CdeFormProps>(function CdeForm({ patientId, item, form, stored, onSubmitted }, ref) {
  const [state, setState] = useState<FormState>(() => initialFormState(form, stored?.data.entries));
  const sides = useMemo(() => categoriesBySide(form), [form]);
  const [active, setActive] = useState(sides.satisfying[0] ?? sides.excluding[0] ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const idPrefix = `cde-${item.gapId}`;

  const check = (current: FormState) => {
    const payload = toSubmission(form, current, { beneficiaryId: patientId, gapId: item.gapId, formId: item.cdeFormId });
    return { payload, problems: validateCdeSubmission(form, payload, { measId: item.meas_id, recId: item.rec_id }) };
  };
  // A banner on screen follows the form as it is corrected: a fixed problem leaves it at once.
  const showingErrors = errors.length > 0;
  useEffect(() => {
    if (showingErrors) setErrors(check(state).problems);
    // Only a change of the entries re-checks (check is rebuilt each render).
  }, [state]);

  async function submit(): Promise<boolean> {
    const { payload, problems } = check(state);
    setErrors(problems);
    if (problems.length) {
      showToast({ header: 'Failed to submit form', message: problems[0], tone: 'error' });
      return false;
    }
    try {
      const record = stored ? await cdeApi.resubmit(stored.id, payload) : await cdeApi.submit(payload);
      showToast({ header: 'Submitted form', message: form.qualityConsideration, tone: 'success' });
      onSubmitted(record);
      return true;
    } catch (error) {
      const messages = messagesOf(error);
      setErrors(messages);
      showToast({ header: 'Failed to submit form', message: messages[0] ?? '', tone: 'error' });
      return false;
    }
  }
  useImperativeHandle(ref, () => ({ submit }));

  const update = (category: string) => (change: (s: CategoryState) => CategoryState) => setState((all) => ({ ...all, [category]: change(all[category]) }));

  return (
    <div className="cde-form">
      {errors.length ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Please correct the form"
          description={
            <ul className="cde-errors">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <div className="cde-panes">
        <CdeCategoryNav form={form} active={active} onSelect={setActive} included={(c) => state[c]?.selected === true} idPrefix={idPrefix} />
        {active ? (
          <CdeCategoryFields
            key={active}
            idPrefix={idPrefix}
            category={active}
            formId={item.cdeFormId}
            entry={form.entries[active]}
            state={state[active]}
            onChange={update(active)}
          />
        ) : null}
      </div>
    </div>
  );
});
