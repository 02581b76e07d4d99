/** Matching an unmatched event to one of the organisation's patients: search by name or MRN, pick one. */
import { useState } from 'react';
import Modal from 'antd/es/modal';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import type { AdtEvent } from '@hearth/shared-kernel/domain';
import type { RosterPatient } from '../../domain';
import type { EventsApi } from './eventsApi';
import { useCloseOnLogout } from '@hearth/shared-kernel/react';
import { formatCalendarDate } from '@hearth/shared-kernel/domain';

export interface MatchPatientModalProps {
  event: AdtEvent | null;
  api: Pick<EventsApi, 'findPatients'>;
  onMatch(event: AdtEvent, patientId: string): Promise<boolean>;
  onClose(): void;
}

export function MatchPatientModal({ event, api, onMatch, onClose }: MatchPatientModalProps) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<RosterPatient[] | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setSearch('');
    setFound(null);
    onClose();
  };
  useCloseOnLogout(event !== null, close);
  async function find(value: string) {
    if (!value.trim()) return;
    setBusy(true);
    try {
      setFound(await api.findPatients(value.trim()));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={event !== null} title="Match to a patient" footer={null} onCancel={close} destroyOnHidden>
      {event ? (
        <p>
          The hospital sent <strong>{event.patientName || 'no name'}</strong>, MRN {event.mrn ?? '—'}
          {event.dateOfBirth ? `, born ${formatCalendarDate(event.dateOfBirth)}` : ''}.
        </p>
      ) : null}
      <Input.Search
        aria-label="Search patients by name or MRN"
        placeholder="Name or MRN"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(v) => void find(v)}
        loading={busy}
        enterButton="Search"
      />
      {found !== null && found.length === 0 ? <p className="hc-intro">No patient found.</p> : null}
      <ul className="pro-match-list">
        {(found ?? []).map((p) => (
          <li key={p.id}>
            <span>
              {p.firstName} {p.lastName} · MRN {p.mrn} {p.dateOfBirth ? `· born ${formatCalendarDate(p.dateOfBirth)}` : ''}
            </span>{' '}
            <Button
              size="small"
              onClick={async () => {
                if (event && (await onMatch(event, p.id))) close();
              }}
            >
              Match
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
