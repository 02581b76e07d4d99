/** The right side of a submitted request, read-only: one category's values, provider and files. */
import Button from 'antd/es/button';
import type { CdeFormEntry, CdeSubmittedEntry } from '@hearth/shared-kernel/domain';
import { providerTypes } from './cdeFormState';
import { downloadAttachment } from './useDownload';

function shown(entry: CdeFormEntry, name: string, value: unknown): string {
  const field = entry.detailedEvidence.find((f) => f.name === name);
  if (value === true) return 'Yes';
  if (value === false || value === null || value === undefined || value === '') return '—';
  if (field?.inputType === 'singleSelect') return field.options?.find((o) => o.value === value)?.displayName ?? String(value);
  return field?.unitOfMeasure ? `${String(value)} ${field.unitOfMeasure}` : String(value);
}

export function CdeCategoryDetail({ entry, submitted }: { entry: CdeFormEntry; submitted: CdeSubmittedEntry | undefined }) {
  if (!submitted) return <p className="cde-muted">Nothing was entered for this category.</p>;
  const type = providerTypes(entry).find((t) => t.code === submitted.serviceProviderTypeCode);
  return (
    <div className="cde-detail">
      <dl className="cde-facts">
        {entry.detailedEvidence.map((field) => (
          <div key={field.name}>
            <dt>{field.displayName}</dt>
            <dd>{shown(entry, field.name, submitted.values[field.name])}</dd>
          </div>
        ))}
        {submitted.serviceProviderNpi !== undefined ? (
          <div>
            <dt>Provider NPI</dt>
            <dd>{submitted.serviceProviderNpi || '—'}</dd>
          </div>
        ) : null}
        {submitted.serviceProviderTypeCode !== undefined ? (
          <div>
            <dt>Provider type</dt>
            <dd>{type ? type.name : submitted.serviceProviderTypeCode || '—'}</dd>
          </div>
        ) : null}
      </dl>
      <h4 className="cde-subtitle">Supporting files</h4>
      <ul className="cde-files">
        {submitted.attachments.map((a, i) => (
          <li key={`${a.attachmentUrl}-${i}`}>
            Date of service {a.dateOfService || '—'}
            {a.attachmentUrl ? (
              <>
                {' · '}
                <Button type="link" size="small" onClick={() => void downloadAttachment(a.attachmentUrl)}>
                  {a.attachmentFilename || 'Download file'}
                </Button>
              </>
            ) : (
              ' · no file'
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
