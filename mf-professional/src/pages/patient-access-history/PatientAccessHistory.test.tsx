/** A patient's "Access history" tab: its rows, paging, states, and the nav link only for VIEW_AUDIT. */
import { fireEvent, render, screen, waitFor, within, act } from '@testing-library/react';
import type { AccessReportPage, AccessReportRow } from '@hearth/shared-kernel/domain';
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import { logInWith, resetSession } from '../../testing/session';
import { PatientSettingsNav } from '../../components/PatientSettingsNav';
import { PatientAccessHistory } from './PatientAccessHistory';

jest.setTimeout(30_000);

const PATIENT_ID = '11111111-1111-4111-8111-111111111111';
const row = (id: string, over: Partial<AccessReportRow> = {}): AccessReportRow => ({
  id,
  occurredAt: '2026-11-28T21:44:00.000Z',
  who: 'Dr. Mei Chen MD',
  action: 'Read',
  area: 'Patient record',
  patients: [{ id: PATIENT_ID, name: 'Marisol Vandermeer', mrn: 'RFP100001' }],
  patientCount: 1,
  from: '203.0.113.7',
  ...over,
});

beforeEach(() => resetSession());

describe('PatientAccessHistory', () => {
  it('shows when, who, what and from where for this patient, newest first, and pages by the cursor', async () => {
    const pages: Record<string, AccessReportPage> = {
      '': { items: [row('9', { action: 'Changed', area: 'Communication preferences' }), row('8')], next: '8' },
      '8': { items: [row('2', { who: 'Ms. Jiyoon Kim RN', area: 'Roster' })], next: null },
    };
    const load = jest.fn(async (_id: string, q: { before?: string }) => pages[q.before ?? '']);
    render(<PatientAccessHistory patientId={PATIENT_ID} load={load} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Access history, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Changed · Communication preferences'),
      expect.stringContaining('Read · Patient record'),
    ]);
    expect(items[0].textContent).toContain('Dr. Mei Chen MD');
    expect(items[0].textContent).toContain('From 203.0.113.7');
    expect(load).toHaveBeenCalledWith(PATIENT_ID, expect.objectContaining({ take: 25 }));
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByRole('list').textContent).toContain('Ms. Jiyoon Kim RN'));
    expect(load).toHaveBeenLastCalledWith(PATIENT_ID, expect.objectContaining({ before: '8' }));
  });

  it('says when no one has opened the record, and offers to try again after a failure', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ items: [], next: null });
    render(<PatientAccessHistory patientId={PATIENT_ID} load={load} />);
    expect(await screen.findByText('Could not get the access history. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("No one has read or changed this patient's record yet.")).toBeTruthy();
  });
});

describe('PatientSettingsNav', () => {
  it('has the Access history tab only for a user with VIEW_AUDIT', () => {
    logInWith([PERMISSIONS.LOGIN, PERMISSIONS.VIEW_PATIENT]);
    render(<PatientSettingsNav patientId={PATIENT_ID} />);
    expect(screen.queryByRole('link', { name: 'Access history' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Care team' })).toBeTruthy();
    act(() => logInWith([PERMISSIONS.LOGIN, PERMISSIONS.VIEW_PATIENT, PERMISSIONS.VIEW_AUDIT]));
    expect(screen.getByRole('link', { name: 'Access history' }).getAttribute('href')).toBe(`/patient-settings/access-history/${PATIENT_ID}`);
  });
});
