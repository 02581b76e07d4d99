/** The right side of an editable form: one category's inputs (checkbox, number, single select), provider NPI and type, and files. */
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import type { CdeDetailedEvidence, CdeFormEntry } from '@hearth/shared-kernel/domain';
import { CDE_NUMBER_INPUT_STEP } from '@hearth/shared-kernel/domain';
import { CdeAttachmentRows } from './CdeAttachmentRows';
import { Options } from './Options';
import { npiRequired, providerTypes, type CategoryState } from './cdeFormState';

export interface CdeCategoryFieldsProps {
  idPrefix: string;
  category: string;
  formId: string;
  entry: CdeFormEntry;
  state: CategoryState;
  onChange(update: (state: CategoryState) => CategoryState): void;
}

export function CdeCategoryFields({ idPrefix, category, formId, entry, state, onChange }: CdeCategoryFieldsProps) {
  const label = entry.displayName || category;
  const id = (part: string) => `${idPrefix}-${category}-${part}`;
  const setValue = (name: string, value: CategoryState['values'][string]) =>
    onChange((s) => ({ ...s, selected: true, values: { ...s.values, [name]: value } }));

  function field(f: CdeDetailedEvidence) {
    const value = state.values[f.name];
    switch (f.inputType) {
      case 'checkbox':
        return (
          <Checkbox key={f.name} checked={value === true} onChange={(e) => setValue(f.name, e.target.checked)}>
            {f.displayName}
          </Checkbox>
        );
      case 'numberInput':
        return (
          <div key={f.name} className="cde-field">
            <label htmlFor={id(f.name)}>
              {f.displayName}
              {f.validations?.min !== undefined || f.validations?.max !== undefined
                ? ` (${f.validations?.min ?? '…'}–${f.validations?.max ?? '…'}${f.unitOfMeasure ? ` ${f.unitOfMeasure}` : ''})`
                : ''}
            </label>
            <InputNumber
              id={id(f.name)}
              step={CDE_NUMBER_INPUT_STEP}
              // No min/max here: the field would clamp silently; the kernel's rule names the bounds instead.
              value={typeof value === 'number' ? value : null}
              onChange={(v) => setValue(f.name, typeof v === 'number' ? v : null)}
              suffix={f.unitOfMeasure}
              style={{ width: 220 }}
            />
          </div>
        );
      case 'singleSelect':
        return (
          <div key={f.name} className="cde-field">
            <label htmlFor={id(f.name)}>{f.displayName}</label>
            <select id={id(f.name)} className="cde-select" value={typeof value === 'string' ? value : ''} onChange={(e) => setValue(f.name, e.target.value || null)}>
              <option value="">Choose…</option>
              {(f.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.displayName}
                </option>
              ))}
            </select>
          </div>
        );
    }
  }

  const types = providerTypes(entry);
  return (
    <div className="cde-detail">
      <Checkbox checked={state.selected} onChange={(e) => onChange((s) => ({ ...s, selected: e.target.checked }))}>
        Include {label}
      </Checkbox>
      <fieldset className="cde-fields">
        <legend>{label}</legend>
        {entry.detailedEvidence.map(field)}
        {npiRequired(entry) ? (
          <div className="cde-field">
            <label htmlFor={id('npi')}>Provider NPI</label>
            <Input
              id={id('npi')}
              inputMode="numeric"
              maxLength={10}
              value={state.npi}
              onChange={(e) => onChange((s) => ({ ...s, selected: true, npi: e.target.value }))}
              style={{ width: 160 }}
            />
          </div>
        ) : null}
        {types.length ? (
          <div className="cde-field">
            <label htmlFor={id('provider-type')}>Provider type</label>
            <select
              id={id('provider-type')}
              className="cde-select"
              value={state.providerType}
              onChange={(e) => onChange((s) => ({ ...s, selected: true, providerType: e.target.value }))}
            >
              <option value="">Choose…</option>
              <Options of={types} value={(t) => t.code} label={(t) => t.name} />
            </select>
          </div>
        ) : null}
      </fieldset>
      <CdeAttachmentRows
        idPrefix={id('files')}
        label={label}
        files={state.files}
        spec={entry.supportingFiles}
        target={{ formId, category }}
        onChange={(update) => onChange((s) => ({ ...s, selected: true, files: update(s.files) }))}
      />
    </div>
  );
}
