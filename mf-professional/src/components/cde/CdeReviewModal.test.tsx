import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@hearth/shared-kernel/bus';
import { HttpError } from '@hearth/shared-kernel/http';
import { PERMISSIONS as P } from '@hearth/shared-kernel/permissions';
import { formatDateTime, type CdeRequestRecord, type ClinicalForm, type GapInCareItem } from '@hearth/shared-kernel/domain';
import { logInWith, resetSession } from '../../testing/session';
import { cdeApi } from './cdeApi';
import { CdeReviewModal, REVIEW_TITLE } from './CdeReviewModal';

jest.setTimeout(30_000);

const form: ClinicalForm = {
  qualityConsideration: 'Controlling High Blood Pressure',
  entries: {
    bp: {
      displayName: 'Blood pressure',
      exclusion: false,
      detailedEvidence: [{ name: 'systolic', inputType: 'numberInput', displayName: 'Systolic', unitOfMeasure: 'mmHg', validations: { min: 60, max: 250 } }],
      supportingFiles: { required: false, allowedFileTypes: ['pdf'] },
    },
    hospice: {
      displayName: 'Hospice care',
      exclusion: true,
      detailedEvidence: [{ name: 'inHospice', inputType: 'checkbox', displayName: 'In hospice' }],
      supportingFiles: { required: true, allowedFileTypes: ['pdf'] },
    },
  },
};

const item = (over: Partial<GapInCareItem> = {}): GapInCareItem => ({
  gapId: 'g1', cdsId: 'c1', cdeFormId: 'cbp-236', cdeStatus: 'first_review_needed', cdeRequestId: 'r1', meas_id: '236', rec_id: '5101',
  measureName: 'Controlling High Blood Pressure', createdByProfessionalName: 'Dr. Mei Chen', createdAt: '2026-01-01T10:00:00Z', claimedByProfessionalName: null, reviewNote: null,
  ...over,
});

const record = (over: Partial<CdeRequestRecord> = {}): CdeRequestRecord => ({
  id: 'r1', beneficiaryId: 'p1', gapId: 'g1', formId: 'cbp-236', meas_id: '236', rec_id: '5101', status: 'first_review_needed',
  claimedByProfessionalId: null, claimedByProfessionalName: null, createdByProfessionalName: 'Dr. Mei Chen', createdAt: '2026-01-01T10:00:00Z',
  data: { entries: { bp: { values: { systolic: 128 }, attachments: [{ attachmentUrl: '', attachmentFilename: '', dateOfService: '01/02/2026' }] } } },
  history: [],
  ...over,
});

const toasts: string[] = [];
let sub: { unsubscribe(): void };
beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
  toasts.length = 0;
  sub = bus.toast$.subscribe((t) => toasts.push(`${t.header}|${t.message}`));
  jest.spyOn(cdeApi, 'form').mockResolvedValue({ data: { form } });
});
afterEach(() => sub.unsubscribe());

const footer = () => {
  const modal = screen.getByRole('dialog', { name: REVIEW_TITLE });
  return within(modal.querySelector<HTMLElement>('.ant-modal-footer')!).getAllByRole('button').map((b) => b.textContent);
};

describe('the review modal', () => {
  test('claims a review-needed item for a first-level reviewer and offers Approve and Reject; Cancel releases the claim', async () => {
    logInWith([P.VIEW_PATIENT, P.REVIEW_CDE_REQUEST_FIRST]);
    jest.spyOn(cdeApi, 'request').mockResolvedValue(record());
    const claim = jest.spyOn(cdeApi, 'claim').mockResolvedValue(record({ status: 'in_first_review', claimedByProfessionalId: 'me', claimedByProfessionalName: 'Rowan Firth' }));
    const clear = jest.spyOn(cdeApi, 'clear').mockResolvedValue(record());
    const onClose = jest.fn();
    const view = render(<CdeReviewModal patientId="p1" item={item()} onClose={onClose} />);
    expect(await screen.findByText('In first review')).toBeInTheDocument();
    expect(claim).toHaveBeenCalledWith('r1');
    // Satisfying and excluding evidence on the left; the entered value on the right.
    expect(screen.getByRole('heading', { name: 'Satisfying evidence' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Excluding evidence' })).toBeInTheDocument();
    expect(screen.getByText('128 mmHg')).toBeInTheDocument();
    expect(footer()).toEqual(['Cancel', 'Approve', 'Reject']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(false);
    view.unmount();
    expect(clear).toHaveBeenCalledWith('r1');
  });

  test('a logout anywhere (close-all) closes the review and releases the claim', async () => {
    logInWith([P.VIEW_PATIENT, P.REVIEW_CDE_REQUEST_FIRST]);
    jest.spyOn(cdeApi, 'request').mockResolvedValue(record());
    jest.spyOn(cdeApi, 'claim').mockResolvedValue(record({ status: 'in_first_review', claimedByProfessionalId: 'me', claimedByProfessionalName: 'Rowan Firth' }));
    const clear = jest.spyOn(cdeApi, 'clear').mockResolvedValue(record());
    const onClose = jest.fn();
    const view = render(<CdeReviewModal patientId="p1" item={item()} onClose={onClose} />);
    expect(await screen.findByText('In first review')).toBeInTheDocument();
    act(() => bus.modals$.next({ type: 'close-all' }));
    expect(onClose).toHaveBeenCalledWith(false);
    // At once: the kernel publishes close-all before it clears the ending session's tokens.
    expect(clear).toHaveBeenCalledWith('r1');
    view.unmount();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  const claimedRecord = () => record({ status: 'in_first_review', claimedByProfessionalId: 'me', claimedByProfessionalName: 'Rowan Firth' });
  const openClaimed = async () => {
    logInWith([P.VIEW_PATIENT, P.REVIEW_CDE_REQUEST_FIRST]);
    jest.spyOn(cdeApi, 'request').mockResolvedValue(record());
    const claim = jest.spyOn(cdeApi, 'claim').mockResolvedValue(claimedRecord());
    const clear = jest.spyOn(cdeApi, 'clear').mockResolvedValue(record());
    const onClose = jest.fn();
    const view = render(<CdeReviewModal patientId="p1" item={item()} onClose={onClose} />);
    expect(await screen.findByText('In first review')).toBeInTheDocument();
    return { claim, clear, onClose, view };
  };

  test('closing releases the claim at once, and only once', async () => {
    const { clear, view } = await openClaimed();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(clear).toHaveBeenCalledWith('r1');
    view.unmount();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  test('navigating away (unmounting) releases the claim, even one still on its way', async () => {
    const { clear, view } = await openClaimed();
    view.unmount();
    expect(clear).toHaveBeenCalledWith('r1');

    clear.mockClear();
    let answer: (r: CdeRequestRecord) => void = () => undefined;
    jest.spyOn(cdeApi, 'claim').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const early = render(<CdeReviewModal patientId="p1" item={item()} onClose={() => undefined} />);
    await waitFor(() => expect(cdeApi.claim).toHaveBeenCalled());
    early.unmount();
    expect(clear).not.toHaveBeenCalled();
    await act(async () => answer(claimedRecord()));
    expect(clear).toHaveBeenCalledWith('r1');
  });

  test('closing the tab (pagehide) releases the claim; back from the page cache, it is claimed again', async () => {
    const { clear, claim } = await openClaimed();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(clear).toHaveBeenCalledWith('r1');
    expect(claim).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(claim).toHaveBeenCalledTimes(2);
  });

  test("the reviewer's activity renews the claim at most once a renewal interval; a lost claim turns view-only", async () => {
    const { claim } = await openClaimed();
    expect(claim).toHaveBeenCalledTimes(1);
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start + 30_000);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowDown' });
    expect(claim).toHaveBeenCalledTimes(1);
    now.mockReturnValue(start + 61_000);
    fireEvent.pointerDown(screen.getByRole('dialog'));
    expect(claim).toHaveBeenCalledTimes(2);
    fireEvent.pointerDown(screen.getByRole('dialog'));
    expect(claim).toHaveBeenCalledTimes(2);
    claim.mockRejectedValue(new HttpError(409, 'x', { body: { message: 'This item is already being reviewed by someone else' } }));
    now.mockReturnValue(start + 125_000);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'a' });
    expect(await screen.findByText('View only')).toBeInTheDocument();
    expect(footer()).toEqual(['Cancel']);
    expect(toasts).toContain('View Only Mode|This item is already being reviewed by someone else');
  });

  test('the latest rejection is shown at the top of the modal, not only in the collapsed history', async () => {
    logInWith([P.VIEW_PATIENT, P.REVIEW_CDE_REQUEST_FIRST]);
    const at = '2026-01-03T15:30:00Z';
    jest.spyOn(cdeApi, 'request').mockResolvedValue(
      record({
        status: 'rejected',
        history: [
          { action: 'submit', fromStatus: 'ready_for_entry', toStatus: 'first_review_needed', reason: null, byProfessionalName: 'Dr. Mei Chen', at: '2026-01-01T10:00:00Z' },
          { action: 'reject', fromStatus: 'in_first_review', toStatus: 'rejected', reason: 'Insufficient documentation', byProfessionalName: 'Rowan Firth', at },
        ],
      }),
    );
    render(<CdeReviewModal patientId="p1" item={item({ cdeStatus: 'rejected' })} onClose={() => undefined} />);
    const note = await screen.findByText(`Rejected by Rowan Firth on ${formatDateTime(at)}: Insufficient documentation`);
    expect(note.closest('details')).toBeNull();
  });

  test('a refused claim makes the modal view-only with the server’s message', async () => {
    logInWith([P.VIEW_PATIENT, P.REVIEW_CDE_REQUEST]);
    jest.spyOn(cdeApi, 'request').mockResolvedValue(record({ status: 'in_first_review', claimedByProfessionalId: 'other', claimedByProfessionalName: 'Rowan Firth' }));
    jest.spyOn(cdeApi, 'claim').mockRejectedValue(new HttpError(409, 'x', { body: { message: 'This item is already being reviewed by someone else' } }));
    const clear = jest.spyOn(cdeApi, 'clear');
    const view = render(<CdeReviewModal patientId="p1" item={item({ cdeStatus: 'in_first_review' })} onClose={() => undefined} />);
    expect(await screen.findByText('View only')).toBeInTheDocument();
    expect(toasts).toContain('View Only Mode|This item is already being reviewed by someone else');
    expect(footer()).toEqual(['Cancel']);
    view.unmount();
    expect(clear).not.toHaveBeenCalled();
  });

  test('a rejection takes a reason from the list or Other... and says it was saved', async () => {
    logInWith([P.VIEW_PATIENT, P.REVIEW_CDE_REQUEST_SECOND]);
    jest.spyOn(cdeApi, 'request').mockResolvedValue(record({ status: 'second_review_needed' }));
    jest.spyOn(cdeApi, 'claim').mockResolvedValue(record({ status: 'in_second_review', claimedByProfessionalId: 'me' }));
    jest.spyOn(cdeApi, 'rejectionReasons').mockResolvedValue([{ id: 'dup', reason: 'Duplicate entry' }]);
    const reject = jest.spyOn(cdeApi, 'reject').mockResolvedValue(record({ status: 'rejected' }));
    const onClose = jest.fn();
    render(<CdeReviewModal patientId="p1" item={item({ cdeStatus: 'second_review_needed' })} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    // jsdom gives both modals' titles one id, so the reason modal is found as the second dialog.
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const reasons = screen.getAllByRole('dialog')[1];
    expect(within(reasons).getByText('Clinical Data Entry')).toBeInTheDocument();
    expect(await within(reasons).findByText('Duplicate entry')).toBeInTheDocument();
    fireEvent.click(within(reasons).getByRole('button', { name: 'Reject' }));
    expect(await within(reasons).findByText('Please enter a reason')).toBeInTheDocument();
    fireEvent.click(within(reasons).getByLabelText('Other...'));
    fireEvent.change(within(reasons).getByLabelText('Other reason'), { target: { value: 'Wrong laboratory panel' } });
    fireEvent.click(within(reasons).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reject).toHaveBeenCalledWith('r1', 'Wrong laboratory panel'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(toasts).toContain('Your Rejection Reason selection has been saved|Rejected');
  });

  test('a ready-for-entry item opens as the editable form; Submit checks SPEC §5 before sending', async () => {
    logInWith([P.VIEW_PATIENT, P.ADD_CDE_REQUEST]);
    const submit = jest.spyOn(cdeApi, 'submit').mockResolvedValue(record());
    render(<CdeReviewModal patientId="p1" item={item({ cdeStatus: 'ready_for_entry', cdeRequestId: null })} onClose={() => undefined} />);
    expect(await screen.findByLabelText(/^Systolic/)).toBeInTheDocument();
    expect(footer()).toEqual(['Cancel', 'Submit']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No selections have been made')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Systolic/), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Missing Date of Service for Blood pressure')).toBeInTheDocument();
    expect(screen.getByText('Values entered are not within bounds of min and max')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Systolic/), { target: { value: '130' } });
    fireEvent.change(screen.getByLabelText(/Date of service/), { target: { value: '01/02/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({
        beneficiaryId: 'p1',
        gapId: 'g1',
        formId: 'cbp-236',
        data: { entries: { bp: { values: { systolic: 130 }, attachments: [{ attachmentUrl: '', attachmentFilename: '', dateOfService: '01/02/2026' }] } } },
      }),
    );
    expect(toasts).toContain('Submitted form|Controlling High Blood Pressure');
  });
});
