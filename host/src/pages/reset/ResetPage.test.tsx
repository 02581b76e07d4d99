import { fireEvent, render, screen } from '@testing-library/react';
import { authCalls } from '@hearth/shared-kernel/api';
import { http } from '@hearth/shared-kernel/http';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@hearth/shared-kernel/rules';
import { resetSession } from '../../testing/fakeSession';
import ResetPage from './ResetPage';

function choose(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.submit(screen.getByRole('button', { name: 'Change password' }).closest('form')!);
}

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/reset?token=t-1');
});

describe('ResetPage', () => {
  it("refuses a password shorter than the API's minimum, with the API's message, sending nothing", () => {
    const post = jest.spyOn(http, 'call').mockResolvedValue(undefined);
    render(<ResetPage />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('minlength', String(PASSWORD_MIN_LENGTH));
    choose('8chars!!');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_TOO_SHORT_MESSAGE);
    choose('x'.repeat(PASSWORD_MIN_LENGTH - 1));
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_TOO_SHORT_MESSAGE);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a password of the minimum length with the token', () => {
    const post = jest.spyOn(http, 'call').mockResolvedValue(undefined);
    render(<ResetPage />);
    choose('x'.repeat(PASSWORD_MIN_LENGTH));
    expect(post).toHaveBeenCalledWith(authCalls.reset, { body: { token: 't-1', password: 'x'.repeat(PASSWORD_MIN_LENGTH) } });
  });
});
