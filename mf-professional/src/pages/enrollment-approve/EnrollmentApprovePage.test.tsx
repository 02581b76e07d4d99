import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@hearth/shared-kernel/bus';
import { HttpError } from '@hearth/shared-kernel/http';
import type { EnrollmentRecord, PendingEnrollment } from '@hearth/shared-kernel/domain';
import { logInWith, resetSession } from '../../testing/session';
import EnrollmentInfoPage from '../enrollment-info/EnrollmentInfoPage';
import EnrollmentApprovePage from './EnrollmentApprovePage';
import type { EnrollmentDecisionsApi } from './enrollmentDecisionsApi';

jest.setTimeout(20_000);

const maria: PendingEnrollment = {
  enrollmentId: 'e1',
  patientId: 'p1',
  patientName: 'Maria Lopez',
  status: 'waiting_for_approval',
  statusLabel: 'Waiting for approval',
  submittedAt: '2026-11-22T09:00:00Z',
  info: { title: 'Ms.', firstName: 'Maria', lastName: 'Lopez', email: '', pin: '', smsPhoneNumber: '5552010142', voicePhoneNumber: '', timeZone: 'America/Chicago' },
  enteredDob: '1961-03-04',
  dobOnFile: '1961-03-04',
};
const sam: PendingEnrollment = { ...maria, enrollmentId: 'e2', patientId: 'p2', patientName: 'Sam Reed', info: null, enteredDob: null };
const page = (results: PendingEnrollment[], totalRecords = results.length) => ({ totalRecords, results });

function fakeApi(over: Partial<EnrollmentDecisionsApi> = {}): EnrollmentDecisionsApi {
  return {
    pending: jest.fn(async () => page([maria, sam])),
    decide: jest.fn(async (patientId: string, d: 'approve' | 'deny') => ({
      patientId,
      enrollmentId: 'e1',
      status: d === 'approve' ? ('approved' as const) : ('denied' as const),
      label: d === 'approve' ? 'Enrolled' : 'Denied',
    })),
    record: jest.fn(),
    ...over,
  };
}

beforeEach(() => {
  resetSession();
  logInWith(['12']);
});

describe('EnrollmentApprovePage', () => {
  it('lists what each patient submitted, and an approval makes them Enrolled', async () => {
    const api = fakeApi();
    const toasts: string[] = [];
    const sub = bus.toast$.subscribe((t) => toasts.push(`${t.header}|${t.message}`));
    render(<EnrollmentApprovePage title="Approve Enrollments" api={api} />);
    const row = (await screen.findByRole('link', { name: 'Maria Lopez' })).closest('tr')!;
    // The phone formatted, the time zone by its name, both dates of birth.
    expect(within(row).getByText('(555) 201-0142')).toBeInTheDocument();
    expect(within(row).getByText('Central Time — Chicago')).toBeInTheDocument();
    expect(within(row).getAllByText('03/04/1961')).toHaveLength(2);
    expect(screen.getByText(/No form was submitted/)).toBeInTheDocument();
    expect(screen.getByText('2 enrollments wait for approval')).toBeInTheDocument();
    (api.pending as jest.Mock).mockImplementation(async () => page([sam]));
    fireEvent.click(screen.getByRole('button', { name: 'Approve Maria Lopez' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Maria Lopez' })).not.toBeInTheDocument());
    expect(api.decide).toHaveBeenCalledWith('p1', 'approve');
    expect(toasts).toContain('Your Approval has been recorded|Maria Lopez is now Enrolled.');
    sub.unsubscribe();
  });

  it("denies, and says SPEC's approval error when the decision fails", async () => {
    const api = fakeApi({ decide: jest.fn().mockRejectedValueOnce(new HttpError(409, 'changed meanwhile')) });
    render(<EnrollmentApprovePage title="Approve Enrollments" api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deny Sam Reed' }));
    expect(await screen.findByText('Approval Error. Please try again later.')).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    render(<EnrollmentApprovePage title="Approve Enrollments" api={fakeApi({ pending: jest.fn(async () => page([])) })} />);
    expect(await screen.findByText('No enrollment waits for approval.')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, from the first page, and pages 20 at a time', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...maria, patientId: `p${i}`, patientName: `Patient ${i}` }));
    const api = fakeApi({ pending: jest.fn(async () => page(many, 31)) });
    render(<EnrollmentApprovePage title="Approve Enrollments" api={api} />);
    expect(await screen.findByText('31 enrollments wait for approval')).toBeInTheDocument();
    expect(api.pending).toHaveBeenLastCalledWith({ search: '', skip: 0, take: 20 }, expect.anything());
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(api.pending).toHaveBeenLastCalledWith({ search: '', skip: 20, take: 20 }, expect.anything()));
    const calls = (api.pending as jest.Mock).mock.calls.length;
    fireEvent.change(screen.getByLabelText('Search enrollments'), { target: { value: 'Lo' } });
    fireEvent.change(screen.getByLabelText('Search enrollments'), { target: { value: 'Lopez' } });
    await waitFor(() => expect(api.pending).toHaveBeenLastCalledWith({ search: 'Lopez', skip: 0, take: 20 }, expect.anything()));
    // One request for the pause, none for the keystroke before it.
    expect((api.pending as jest.Mock).mock.calls.slice(calls).map((c) => c[0].search)).toEqual(['Lopez']);
  });

  it('flags a date of birth entered that differs from the one on file', async () => {
    const api = fakeApi({ pending: jest.fn(async () => page([{ ...maria, enteredDob: '1961-04-03' }])) });
    render(<EnrollmentApprovePage title="Approve Enrollments" api={api} />);
    expect(await screen.findByText('Differs from the record')).toBeInTheDocument();
    expect(screen.getByText('04/03/1961')).toBeInTheDocument();
  });
});

describe('EnrollmentInfoPage', () => {
  it("shows the patient's record with SPEC's status label", async () => {
    const record: EnrollmentRecord = {
      enrollmentId: 'e1', patientId: 'p1', status: 'approved', statusLabel: 'Enrolled', step: 'finished', dobVerified: true, phoneVerified: true,
      linkExpiresAt: null, callRequestedAt: null, callbackPhone: null, submittedAt: '2026-11-22T09:00:00Z', decidedAt: '2026-11-22T10:00:00Z',
      decidedBy: 'Dr. Amy Chen', info: maria.info, consent: { firstSection: true, secondSection: true, thirdSection: true, eula: true, patientSignature: 'Maria Lopez' },
    };
    const api = fakeApi({ record: jest.fn(async () => record) });
    window.history.pushState(null, '', '/enrollment-info?patientId=p1');
    render(<EnrollmentInfoPage title="Enrollment Info" api={api} />);
    expect(await screen.findByText('Enrolled')).toBeInTheDocument();
    expect(screen.getByText(/by Dr\. Amy Chen/)).toBeInTheDocument();
    expect(screen.getByText('All given')).toBeInTheDocument();
    expect(api.record).toHaveBeenCalledWith('p1');
  });

  it('asks for a patient when none is named', () => {
    window.history.pushState(null, '', '/enrollment-info');
    render(<EnrollmentInfoPage title="Enrollment Info" api={fakeApi()} />);
    expect(screen.getByRole('link', { name: 'roster' })).toHaveAttribute('href', '/professional/roster');
  });
});
