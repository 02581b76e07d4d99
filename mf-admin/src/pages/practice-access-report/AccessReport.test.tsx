/** The access report page: rows with names (never ids), filters sent as chosen, paging, the CSV export, and its states. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DATE_RANGE_MESSAGE, type AccessReportPage, type AccessReportRow } from '@hearth/shared-kernel/domain';
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import { logInWith, resetSession } from '../../testing/session';
import type { AccessReportApi } from '../../components/adminApi';
import { PracticeNav } from '../../components/PracticeNav';
import { AccessReport } from './AccessReport';

// The first test of a file loads antd's modules: slow on a busy machine.
jest.setTimeout(30_000);

const PATIENT = { id: '11111111-1111-4111-8111-111111111111', name: 'Marisol Vandermeer', mrn: 'RFP100001' };
const CHEN = { id: '22222222-2222-4222-8222-222222222222', name: 'Dr. Mei Chen MD' };

const row = (id: string, over: Partial<AccessReportRow> = {}): AccessReportRow => ({
  id,
  occurredAt: '2026-11-28T21:44:00.000Z',
  who: 'Dr. Mei Chen MD',
  action: 'Read',
  area: 'Patient record',
  patients: [PATIENT],
  patientCount: 1,
  from: '203.0.113.7',
  ...over,
});

function fakeApi(pages: Record<string, AccessReportPage>) {
  const api = {
    page: jest.fn(async (_org: string, q: { before?: string }) => pages[q.before ?? ''] ?? { items: [], next: null }),
    csv: jest.fn(async () => 'When,Who\r\n'),
    patients: jest.fn(async () => [PATIENT]),
    users: jest.fn(async () => [CHEN]),
  };
  return api;
}

beforeEach(() => {
  resetSession();
  logInWith([PERMISSIONS.LOGIN, PERMISSIONS.VIEW_AUDIT]);
});

describe('AccessReport', () => {
  it('lists who read or changed which patient, newest first, with names and MRNs and never an id', async () => {
    const api = fakeApi({
      '': { items: [row('9', { action: 'Changed', area: 'Communication preferences' }), row('8', { area: 'Roster', patientCount: 21, patients: [PATIENT] })], next: null },
    });
    render(<AccessReport orgId="org" api={api as unknown as AccessReportApi} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Changed · Communication preferences');
    expect(rows[0].textContent).toContain('Marisol Vandermeer (MRN RFP100001)');
    expect(rows[0].textContent).toContain('203.0.113.7');
    expect(rows[1].textContent).toContain('Read · Roster');
    expect(rows[1].textContent).toContain('and 20 more');
    expect(table.textContent).not.toContain(PATIENT.id);
    expect(api.page).toHaveBeenCalledWith('org', expect.objectContaining({ take: 25, patientId: undefined, professionalId: undefined }));
  });

  it('sends the chosen filters (patient found by name, user, days) and exports exactly those', async () => {
    const api = fakeApi({ '': { items: [row('5')], next: null } });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      created.push(b);
      return 'blob:x';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
    render(<AccessReport orgId="org" api={api as unknown as AccessReportApi} />);
    await screen.findByRole('table');

    const patient = screen.getByLabelText('Patient');
    fireEvent.change(patient, { target: { value: 'Vander' } });
    await waitFor(() => expect(api.patients).toHaveBeenCalledWith('org', 'Vander'));
    fireEvent.click(await screen.findByText('Marisol Vandermeer (MRN RFP100001)', { selector: '.ant-select-item-option-content' }));
    fireEvent.mouseDown(screen.getByLabelText('User'));
    fireEvent.click(await screen.findByText('Dr. Mei Chen MD', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    const filters = { patientId: PATIENT.id, professionalId: CHEN.id, from: '2026-11-01', to: '2026-11-28' };
    await waitFor(() => expect(api.page).toHaveBeenLastCalledWith('org', expect.objectContaining(filters)));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.csv).toHaveBeenCalledWith('org', expect.objectContaining(filters)));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].type).toBe('text/csv;charset=utf-8');
  });

  it('refuses an end date before the start date without asking the server', async () => {
    const api = fakeApi({ '': { items: [row('5')], next: null } });
    render(<AccessReport orgId="org" api={api as unknown as AccessReportApi} />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-28' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(screen.getByText(DATE_RANGE_MESSAGE)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Show' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.page).toHaveBeenCalledTimes(1);
  });

  it('pages to older rows by the server cursor and back', async () => {
    const api = fakeApi({ '': { items: [row('9')], next: '9' }, '9': { items: [row('3', { who: 'Ms. Jiyoon Kim RN' })], next: null } });
    render(<AccessReport orgId="org" api={api as unknown as AccessReportApi} />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('Ms. Jiyoon Kim RN'));
    expect(api.page).toHaveBeenLastCalledWith('org', expect.objectContaining({ before: '9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('Dr. Mei Chen MD'));
  });

  it('says when nothing matches, and shows a refusal or a failure with a way to try again', async () => {
    const empty = fakeApi({});
    const { unmount } = render(<AccessReport orgId="org" api={empty as unknown as AccessReportApi} />);
    expect(await screen.findByText('No one has read or changed a patient record yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    const refused = fakeApi({});
    refused.page.mockRejectedValueOnce(Object.assign(new Error('no'), { status: 403 }));
    render(<AccessReport orgId="org" api={refused as unknown as AccessReportApi} />);
    expect(await screen.findByText('You do not have permission to see this.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('No one has read or changed a patient record yet.')).toBeTruthy();
  });
});

describe('PracticeNav', () => {
  it('links the access report for VIEW_AUDIT and hides the pages the user may not open', () => {
    render(<PracticeNav practiceId="org" />);
    expect(screen.getByRole('link', { name: 'Access report' }).getAttribute('href')).toBe('/practice-admin/org/access-report');
    expect(screen.queryByRole('link', { name: 'General settings' })).toBeNull();
    act(() => logInWith([PERMISSIONS.LOGIN, PERMISSIONS.MODIFY_ORGANIZATION, PERMISSIONS.MODIFY_USER]));
    expect(screen.getByRole('link', { name: 'General settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Access report' })).toBeNull();
  });
});
