import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetSession } from '../testing/session';
import { NewCallModal } from './NewCallModal';

beforeEach(() => resetSession());

describe('NewCallModal', () => {
  it('shows SPEC\'s three messages and places no call until they are met', async () => {
    const call = jest.fn().mockResolvedValue({});
    const onClose = jest.fn();
    render(<NewCallModal open patientId="p1" patientName="Ada Lovelace" onClose={onClose} call={call} />);
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(await screen.findByText('Please enter a valid phone number for the patient')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number for the provider')).toBeInTheDocument();
    expect(screen.getByText("Please enter provider's name")).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Patient number'), { target: { value: '(555) 201-0101' } });
    fireEvent.change(screen.getByLabelText('Provider number'), { target: { value: '555-201-0999' } });
    fireEvent.change(screen.getByLabelText('Provider name'), { target: { value: ' Dr. Chen ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith({
      patientId: 'p1',
      patientNumber: '(555) 201-0101',
      providerNumber: '555-201-0999',
      providerName: 'Dr. Chen',
    }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
