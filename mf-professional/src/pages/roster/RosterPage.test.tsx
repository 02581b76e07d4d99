import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@hearth/shared-kernel/react';
import { logInWith, resetSession } from '../../testing/session';
import { patientRow } from '../../testing/fixtures';
import type { RosterApi } from './rosterApi';
import RosterPage from './RosterPage';
import { DOB_INVALID_MESSAGE, ENROLLMENT_MESSAGES, NEW_PATIENT_MESSAGES } from '@hearth/shared-kernel/rules';

function api(): jest.Mocked<RosterApi> {
  return {
    roster: jest.fn(async (q) => ({
      totalRecords: 4321,
      results: q.searchValue
        ? [patientRow({ id: 'p7', firstName: 'Ada', lastName: 'Lovelace', enrollmentStatus: 'approved' })]
        : [patientRow({ id: 'p1', firstName: 'Bo', lastName: 'Diddley', enrollmentStatus: 'not_enrolled' })],
    })),
    cachePreset: jest.fn().mockResolvedValue(undefined),
    savedPreset: jest.fn().mockResolvedValue(null),
    invite: jest.fn().mockResolvedValue(undefined),
  } as unknown as jest.Mocked<RosterApi>;
}

function Where() {
  const l = useLocation();
  return <output aria-label="location">{l.pathname + l.search}</output>;
}

beforeEach(() => resetSession());

const renderPage = (a: RosterApi) => {
  window.history.pushState(null, '', '/professional/roster');
  return render(
    <>
      <RosterPage title="Patient Roster" api={a} />
      <Where />
    </>,
  );
};

// antd renders slowly under jsdom, and the machine's two cores are shared.
jest.setTimeout(20_000);

describe('RosterPage', () => {
  it('shows approved as Enrolled and finds a patient by name on the server', async () => {
    logInWith(['5']);
    const a = api();
    renderPage(a);
    expect(await screen.findByText('Diddley, Bo')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Not enrolled')).toBeInTheDocument();
    expect(screen.getByText(/of 4,321 patients/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search patients'), { target: { value: 'Lovelace' } });
    expect(await screen.findByText('Lovelace, Ada')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Enrolled')).toBeInTheDocument();
    expect(a.roster.mock.calls.at(-1)![0].searchValue).toBe('Lovelace');
  });

  it('invites only with INITIATE_ENROLLMENT, and Message opens the patient view on that patient', async () => {
    logInWith(['5']);
    const { unmount } = renderPage(api());
    await screen.findByText('Diddley, Bo');
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/professional?patientId=p1');
    unmount();

    resetSession();
    logInWith(['5', '22']);
    const a = api();
    renderPage(a);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(a.invite).toHaveBeenCalledWith('p1'));
  }, 20_000);

  it('a row whose link was sent offers Resend, not Invite', async () => {
    logInWith(['5', '22']);
    const a = api();
    a.roster.mockImplementation(async () => ({ totalRecords: 1, results: [patientRow({ id: 'p3', firstName: 'Kay', lastName: 'Sent', enrollmentStatus: 'sent' })] }));
    renderPage(a);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    await waitFor(() => expect(a.invite).toHaveBeenCalledWith('p3'));
  });

  it('says "about" when the server estimated the total, and the exact figure otherwise', async () => {
    logInWith(['5']);
    const a = api();
    a.roster.mockImplementation(async () => ({ totalRecords: 40121, totalIsEstimate: true, results: [patientRow({ id: 'p1', firstName: 'Bo', lastName: 'Diddley' })] }));
    renderPage(a);
    expect(await screen.findByText('1–20 of about 40,121 patients')).toBeInTheDocument();
  });

  it("shows each patient's language and filters by it on the server", async () => {
    logInWith(['5']);
    const a = api();
    a.roster.mockImplementation(async (q) => ({
      totalRecords: 2,
      results: [patientRow({ id: 'p1', firstName: 'Rosa', lastName: 'Diaz', preferredLanguage: 'es' }), patientRow({ id: 'p2', firstName: 'Bo', lastName: 'Diddley' })].filter(
        (p) => !q.preferredLanguage?.length || q.preferredLanguage.includes(p.preferredLanguage!),
      ),
    }));
    renderPage(a);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Diaz, Rosa')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Language' })).toBeInTheDocument();
    expect(within(table).getByText('Spanish')).toBeInTheDocument();
    expect(within(table).getByText('Not set')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Preferred language' }));
    fireEvent.click((await screen.findAllByTitle('Spanish')).find((el) => el.classList.contains('ant-select-item-option'))!);
    await waitFor(() => expect(a.roster.mock.calls.at(-1)![0].preferredLanguage).toEqual(['es']));
    await waitFor(() => expect(within(table).queryByText('Diddley, Bo')).toBeNull());
  });
});

describe('Add patient', () => {
  const fill = (label: string, value: string) => fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(label), { target: { value } });
  /** Fills the new patient's fields, the mobile number only when given. */
  const fillPatient = (p: { mrn: string; firstName: string; lastName: string; dateOfBirth: string; smsPhone?: string }) => {
    fill('Medical record number (MRN)', p.mrn);
    fill('First name', p.firstName);
    fill('Last name', p.lastName);
    fill('Date of birth', p.dateOfBirth);
    if (p.smsPhone !== undefined) fill('Mobile for texts', p.smsPhone);
  };

  it('is offered only with ADD_PATIENT', async () => {
    logInWith(['5']);
    renderPage(api());
    await screen.findByText('Diddley, Bo');
    expect(screen.queryByRole('button', { name: 'Add patient' })).toBeNull();
  });

  it('checks the kernel rules, shows a likely duplicate before saving, then "Add anyway" saves and opens the patient', async () => {
    logInWith(['5', '33']);
    const a = api();
    const added = patientRow({ id: 'p9', firstName: 'Rosalind', lastName: 'Quimby' });
    a.addPatient = jest
      .fn()
      .mockResolvedValueOnce({ outcome: 'possible_duplicates', duplicates: [{ firstName: 'Rosalind', lastName: 'Quimby', dateOfBirth: '1961-04-12', mrn: 'R-77', matchedOn: ['name_and_dob'] }] })
      .mockResolvedValueOnce({ outcome: 'created', patient: { ...added, title: null, email: null, voicePhoneNumber: null, timeZone: 'America/New_York', address: null, createdAt: '', updatedAt: '', activeConversationId: null, secureChat: false } });
    renderPage(a);
    fireEvent.click(await screen.findByRole('button', { name: 'Add patient' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add patient' }));
    expect(await within(dialog).findByText(NEW_PATIENT_MESSAGES.mrn)).toBeInTheDocument();
    expect(within(dialog).getByText(ENROLLMENT_MESSAGES.firstName)).toBeInTheDocument();
    expect(within(dialog).getByText(DOB_INVALID_MESSAGE)).toBeInTheDocument();
    expect(a.addPatient).not.toHaveBeenCalled();

    fillPatient({ mrn: 'NEW-1', firstName: 'Rosalind', lastName: 'Quimby', dateOfBirth: '1961-04-12', smsPhone: '555-201-0101' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add patient' }));
    expect(await within(dialog).findByText(ENROLLMENT_MESSAGES.smsPhone)).toBeInTheDocument();
    fill('Mobile for texts', '(312) 555-7788');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add patient' }));
    expect(await within(dialog).findByText(/may already be on the roster/)).toBeInTheDocument();
    const match = within(dialog).getByRole('list', { name: 'Possible matches' });
    expect(match).toHaveTextContent('Rosalind Quimby, born 04/12/1961, MRN R-77 (same name and date of birth)');
    expect(a.addPatient).toHaveBeenLastCalledWith(expect.not.objectContaining({ confirmDuplicates: true }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(a.addPatient).toHaveBeenLastCalledWith(expect.objectContaining({ mrn: 'NEW-1', confirmDuplicates: true, dateOfBirth: '1961-04-12' })));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/patient-settings/general-info/p9'));
  }, 45_000);

  it('shows the server\'s MRN refusal under the MRN field', async () => {
    logInWith(['5', '33']);
    const a = api();
    a.addPatient = jest.fn().mockRejectedValue(Object.assign(new Error(NEW_PATIENT_MESSAGES.mrnTaken), { body: { message: NEW_PATIENT_MESSAGES.mrnTaken } }));
    renderPage(a);
    fireEvent.click(await screen.findByRole('button', { name: 'Add patient' }));
    const dialog = await screen.findByRole('dialog');
    fillPatient({ mrn: 'R-77', firstName: 'Ann', lastName: 'Lee', dateOfBirth: '1970-01-01' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add patient' }));
    expect(await within(dialog).findByText(NEW_PATIENT_MESSAGES.mrnTaken)).toBeInTheDocument();
  });
});
