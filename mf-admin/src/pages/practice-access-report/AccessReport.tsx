/**
 * The access report of one practice: who read or changed which patient's record, when and from
 * where (from the audit log, kernel `auditCalls`). Filters: a patient (found by name or MRN), a
 * user, a day range; newest first, paged by the server's cursor; the CSV export holds exactly the
 * rows of the filters chosen. Names and MRNs only, never ids.
 */
import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import {
  DATE_RANGE_MESSAGE,
  accessPatientLabel,
  accessPatientsText,
  formatDateTime,
  localTimeZone,
  type AccessReportPage,
  type AccessReportPatient,
  type AccessReportUser,
} from '@hearth/shared-kernel/domain';
import { CursorPager, LoadState, useCursorPages } from '@hearth/shared-kernel/console';
import { fieldErrorsOf, type AccessFilterQuery, type AccessReportApi } from '../../components/adminApi';

const PAGE_SIZE = 25;

interface Filters {
  patient: AccessReportPatient | null;
  professionalId: string | null;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { patient: null, professionalId: null, from: '', to: '' };

function queryOf(f: Filters, timeZone: string): AccessFilterQuery {
  return {
    patientId: f.patient?.id,
    professionalId: f.professionalId ?? undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    timeZone,
  };
}

/** Hands the CSV text to the browser as a file. */
function saveCsv(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function AccessReport({ orgId, api }: { orgId: string; api: AccessReportApi }) {
  const timeZone = useRef(localTimeZone()).current;
  const ids = useId();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [users, setUsers] = useState<AccessReportUser[]>([]);
  const [found, setFound] = useState<AccessReportPatient[]>([]);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const datesWrong = Boolean(draft.from && draft.to && draft.from > draft.to);

  useEffect(() => {
    api.users(orgId).then(setUsers, () => setUsers([]));
  }, [orgId]);

  const pages = useCursorPages(
    (before) => api.page(orgId, { ...queryOf(applied, timeZone), before, take: PAGE_SIZE }),
    'Could not get the access report. Please try again later.',
    [orgId, applied],
  );
  const page = pages.loaded.data;

  function searchPatients(text: string) {
    const search = text.trim();
    if (!search) return setFound([]);
    api.patients(orgId, search).then(setFound, () => setFound([]));
  }

  function apply() {
    if (datesWrong) return;
    setApplied(draft);
  }

  function clear() {
    setDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
    setFound([]);
  }

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const text = await api.csv(orgId, queryOf(applied, timeZone));
      saveCsv(String(text), `access-report-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (e) {
      setExportError(fieldErrorsOf(e).form ?? 'Could not export. Please try again later.');
    } finally {
      setExporting(false);
    }
  }

  const patientOptions = [...(draft.patient ? [draft.patient] : []), ...found.filter((p) => p.id !== draft.patient?.id)].map((p) => ({
    value: p.id,
    label: accessPatientLabel(p),
  }));

  return (
    <div className="adm-access">
      <form
        className="adm-access__filters"
        aria-label="Filter the access report"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <div className="hc-field">
          <label className="hc-field__label" htmlFor={`${ids}-patient`}>
            Patient
          </label>
          <Select<string>
            id={`${ids}-patient`}
            showSearch={{ filterOption: false, onSearch: searchPatients }}
            allowClear
            placeholder="Name or MRN"
            notFoundContent={null}
            options={patientOptions}
            value={draft.patient?.id}
            onChange={(id) => setDraft({ ...draft, patient: [...found, ...(draft.patient ? [draft.patient] : [])].find((p) => p.id === id) ?? null })}
            style={{ width: '100%' }}
          />
        </div>
        <div className="hc-field">
          <label className="hc-field__label" htmlFor={`${ids}-user`}>
            User
          </label>
          <Select<string>
            id={`${ids}-user`}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder="Anyone"
            options={users.map((u) => ({ value: u.id, label: u.name }))}
            value={draft.professionalId ?? undefined}
            onChange={(id) => setDraft({ ...draft, professionalId: id ?? null })}
            style={{ width: '100%' }}
          />
        </div>
        <div className="hc-field">
          <label className="hc-field__label" htmlFor={`${ids}-from`}>
            From
          </label>
          <Input id={`${ids}-from`} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="hc-field">
          <label className="hc-field__label" htmlFor={`${ids}-to`}>
            To
          </label>
          <Input
            id={`${ids}-to`}
            type="date"
            value={draft.to}
            aria-invalid={datesWrong || undefined}
            aria-describedby={datesWrong ? `${ids}-dates` : undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          {datesWrong && (
            <span id={`${ids}-dates`} className="hc-field__error">
              {DATE_RANGE_MESSAGE}
            </span>
          )}
        </div>
        <div className="adm-actions adm-access__buttons">
          <Button type="primary" htmlType="submit" disabled={datesWrong}>
            Show
          </Button>
          <Button onClick={clear}>Clear filters</Button>
          <Button onClick={exportCsv} loading={exporting} disabled={!page || page.items.length === 0}>
            Export CSV
          </Button>
        </div>
      </form>
      {exportError && <Alert type="error" showIcon title={exportError} />}
      <LoadState loaded={pages.loaded}>
        {(shown) => <AccessRows page={shown} filtered={Boolean(applied.patient || applied.professionalId || applied.from || applied.to)} timeZone={timeZone} />}
      </LoadState>
      {page && <CursorPager pages={pages} label="Pages of the access report" className="adm-actions" />}
    </div>
  );
}

/** The rows as a table that becomes one card per row on a narrow screen (no sideways scrolling). */
function AccessRows({ page, filtered, timeZone }: { page: AccessReportPage; filtered: boolean; timeZone: string }) {
  if (!page.items.length) return <p className="adm-access__empty">{filtered ? 'No access matches these filters.' : 'No one has read or changed a patient record yet.'}</p>;
  return (
    <table className="adm-access__table">
      <caption className="adm-visually-hidden">Who read or changed patient records, newest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Patient</th>
          <th scope="col">From</th>
        </tr>
      </thead>
      <tbody>
        {page.items.map((r) => (
          <tr key={r.id}>
            <td data-label="When">{formatDateTime(r.occurredAt, timeZone)}</td>
            <td data-label="Who">{r.who}</td>
            <td data-label="What">
              {r.action} · {r.area}
            </td>
            <td data-label="Patient">{accessPatientsText(r) || 'A patient no longer on the roster'}</td>
            <td data-label="From">{r.from ?? 'Unknown'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
