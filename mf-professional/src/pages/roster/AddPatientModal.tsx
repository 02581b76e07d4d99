/**
 * Add a patient (ADD_PATIENT) from the roster: SPEC's patient fields, checked first with the
 * kernel's rules (the general-info page's messages, plus the MRN and date of birth), then by the
 * API. A likely duplicate already on the roster is shown (name, date of birth, MRN) before
 * anything is saved; "Add anyway" saves with the duplicates confirmed. Saved: the caller goes to
 * the new patient's page, unless the opener takes the new patient itself (`onAdded`).
 * Opened with `initial` values (a hospital's admission), the form starts from them; those that
 * break a rule keep their value and show their message at once, for the person to fix.
 */
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import {
  localTimeZone,
  type AddPatientAnswer,
  type NewPatient,
  formatCalendarDate,
  type PatientDetail,
  type PossibleDuplicate,
} from '@hearth/shared-kernel/domain';
import { showToast } from '@hearth/shared-kernel/bus';
import { paths } from '@hearth/shared-kernel/paths';
import { useCloseOnLogout, useNavigate } from '@hearth/shared-kernel/react';
import {
  NEW_PATIENT_FIELDS,
  NEW_PATIENT_MESSAGES,
  newPatientErrors,
  type NewPatientField,
} from '@hearth/shared-kernel/rules';
import { Field } from '@hearth/shared-kernel/console';
import { ZONES, fieldRows, patientFields, placeMessages, type PatientFieldKey } from '../../components/PatientFields';
import { messagesOf } from '../../components/patientsApi';
import { formatFullName } from '../../components/names';
import { rosterApi } from './rosterApi';

/** Values the form starts from; what is absent starts empty (the time zone: the browser's). */
type AddPatientInitial = Partial<Omit<NewPatient, 'confirmDuplicates'>>;

export interface AddPatientModalProps {
  open: boolean;
  onClose(): void;
  /** How the patient is saved: the roster's call by default (another screen passes its own). */
  add?: (patient: NewPatient) => Promise<AddPatientAnswer>;
  initial?: AddPatientInitial;
  /** A line above the form saying where the values came from. */
  intro?: string;
  /** Saved: given, the opener takes the new patient (and the form just closes); otherwise the patient's page opens. */
  onAdded?(patient: PatientDetail): void;
}

const defaultZone = () => {
  const zone = localTimeZone();
  return ZONES.some((z) => z.value === zone) ? zone : 'America/New_York';
};

type Form = Record<Exclude<NewPatientField, 'gender'>, string> & { gender: NewPatient['gender'] };
const empty = (): Form => ({
  mrn: '', title: '', firstName: '', lastName: '', dateOfBirth: '', gender: null, smsPhoneNumber: '', voicePhoneNumber: '',
  email: '', timeZone: defaultZone(), address: '',
});

/** The form from the initial values: each one given as it came (null is empty). */
function formOf(initial: AddPatientInitial = {}): Form {
  const form = empty();
  for (const field of NEW_PATIENT_FIELDS) {
    const value = initial[field];
    if (field === 'gender') form.gender = initial.gender ?? null;
    else if (typeof value === 'string' && value !== '') form[field] = value;
  }
  return form;
}

/** The messages of the initial values that break a rule (a field not given is not yet an error). */
function initialErrors(initial: AddPatientInitial = {}): Partial<Record<NewPatientField, string>> {
  const errors = newPatientErrors(formOf(initial));
  const given = (f: NewPatientField) => initial[f] !== undefined && initial[f] !== null && initial[f] !== '';
  return Object.fromEntries(NEW_PATIENT_FIELDS.filter((f) => errors[f] && given(f)).map((f) => [f, errors[f]]));
}

/** The field a server message belongs to (the kernel's texts), for showing it under that field. */
function fieldOf(message: string, form: Form): NewPatientField | null {
  if (message === NEW_PATIENT_MESSAGES.mrnTaken) return 'mrn';
  const errors = newPatientErrors(form);
  return NEW_PATIENT_FIELDS.find((f) => errors[f] === message) ?? null;
}

const CHOICES: ReadonlySet<NewPatientField> = new Set<PatientFieldKey>(['title', 'gender', 'timeZone']);

const dobLabel = (dob: string | null) => (dob ? formatCalendarDate(dob) : 'No date of birth');

export function AddPatientModal({ open, onClose, add = rosterApi.addPatient, initial, intro, onAdded }: AddPatientModalProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const [errors, setErrors] = useState<Partial<Record<NewPatientField, string>>>(() => initialErrors(initial));
  const [other, setOther] = useState<string[]>([]);
  const [duplicates, setDuplicates] = useState<PossibleDuplicate[] | null>(null);
  const [saving, setSaving] = useState(false);
  useCloseOnLogout(open, onClose);
  const set = (key: NewPatientField, value: string | Form['gender']) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A changed patient is a new question: the duplicates found before no longer hold (as typed;
    // the choices of title, gender and time zone leave them).
    if (!CHOICES.has(key)) setDuplicates(null);
  };
  const fields = patientFields({ form, errors, set, fresh: true });
  const mrn = (
    <Field label="Medical record number (MRN)" error={errors.mrn}>
      <Input value={form.mrn} onChange={(e) => set('mrn', e.target.value)} autoComplete="off" />
    </Field>
  );

  function close() {
    setForm(formOf(initial));
    setErrors(initialErrors(initial));
    setOther([]);
    setDuplicates(null);
    onClose();
  }

  async function save(confirmDuplicates: boolean) {
    const found = newPatientErrors(form);
    setErrors(found);
    setOther([]);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await add({
        mrn: form.mrn.trim(),
        title: form.title || null,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        dateOfBirth: form.dateOfBirth,
        gender: form.gender ?? null,
        smsPhoneNumber: form.smsPhoneNumber.trim() || null,
        voicePhoneNumber: form.voicePhoneNumber.trim() || null,
        email: form.email.trim() || null,
        timeZone: form.timeZone,
        address: form.address.trim() || null,
        ...(confirmDuplicates ? { confirmDuplicates: true } : {}),
      });
      if (answer.outcome === 'possible_duplicates') {
        setDuplicates(answer.duplicates);
        return;
      }
      showToast({ header: 'Patient added', message: `${formatFullName(answer.patient)} is on the roster.`, tone: 'success' });
      close();
      if (onAdded) onAdded(answer.patient);
      else navigate(paths.patientSettings('general-info', answer.patient.id));
    } catch (error) {
      const { byField, rest } = placeMessages(messagesOf(error), (m) => fieldOf(m, form));
      setErrors(byField);
      setOther(rest);
    } finally {
      setSaving(false);
    }
  }

  const footer = duplicates
    ? [
        <Button key="back" onClick={() => setDuplicates(null)}>
          Go back
        </Button>,
        <Button key="anyway" type="primary" danger loading={saving} onClick={() => void save(true)}>
          Add anyway
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save(false)}>
          Add patient
        </Button>,
      ];

  return (
    <Modal open={open} title="Add a patient" onCancel={close} footer={footer} destroyOnHidden width={640}>
      {intro ? <p className="pro-intro">{intro}</p> : null}
      <form
        className="pro-form"
        aria-label="Add a patient"
        onSubmit={(e) => {
          e.preventDefault();
          void save(false);
        }}
      >
        {fieldRows({ ...fields, mrn }, [
          ['mrn', 'title'],
          ['firstName', 'lastName'],
          ['dateOfBirth', 'gender'],
          ['smsPhoneNumber', 'voicePhoneNumber'],
          ['email'],
          ['timeZone'],
          ['address'],
        ])}
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
        {other.length > 0 ? <Alert type="error" showIcon title={other.join(' ')} /> : null}
        {duplicates ? (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title="This patient may already be on the roster"
            description={
              <>
                <ul className="pro-duplicates" aria-label="Possible matches">
                  {duplicates.map((d) => (
                    <li key={d.mrn}>
                      <strong>{formatFullName(d)}</strong>, born {dobLabel(d.dateOfBirth)}, MRN {d.mrn}
                      {' '}({d.matchedOn.map((m) => (m === 'phone' ? 'same phone' : 'same name and date of birth')).join(', ')})
                    </li>
                  ))}
                </ul>
                Check the matches first. Choose &ldquo;Add anyway&rdquo; only if this is a different person.
              </>
            }
          />
        ) : null}
      </form>
    </Modal>
  );
}
