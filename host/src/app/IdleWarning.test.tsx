import { act, fireEvent, render, screen } from '@testing-library/react';
import { PERMISSIONS as P } from '@hearth/shared-kernel/permissions';
import { IDLE_WARNING, startIdleLogout } from '@hearth/shared-kernel/idle';
import { session } from '@hearth/shared-kernel/session';
import { logInAs, resetSession } from '../testing/fakeSession';
import IdleWarning from './IdleWarning';

const TIMEOUT = 10_000;
const WARNING = 3_000;

describe('IdleWarning', () => {
  let stop: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    resetSession();
    logInAs({ '1': { organizationName: 'Riverside Family Practice', permissions: [P.VIEW_PATIENT] } });
    stop = startIdleLogout({ timeoutMs: TIMEOUT, warningMs: WARNING });
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('warns before the idle timeout, with the action under the keyboard, and the action keeps the user signed in', () => {
    render(<IdleWarning />);
    act(() => jest.advanceTimersByTime(TIMEOUT - WARNING - 1));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => jest.advanceTimersByTime(1));
    const dialog = screen.getByRole('alertdialog', { name: IDLE_WARNING.title });
    expect(dialog).toHaveAccessibleDescription(IDLE_WARNING.message);
    const action = screen.getByRole('button', { name: IDLE_WARNING.action });
    expect(action).toHaveFocus();

    // A click alone (as assistive technology sends it): no pointer or key activity to lean on.
    fireEvent.click(action);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => jest.advanceTimersByTime(TIMEOUT - 1));
    expect(session.accessToken).not.toBeNull();
  });

  it('without an answer the user is logged out when the warning runs out', () => {
    render(<IdleWarning />);
    act(() => jest.advanceTimersByTime(TIMEOUT - WARNING));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(WARNING));
    expect(session.accessToken).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a warning that came before it mounted (it is loaded lazily after login)', () => {
    act(() => jest.advanceTimersByTime(TIMEOUT - WARNING));
    render(<IdleWarning />);
    expect(screen.getByRole('alertdialog', { name: IDLE_WARNING.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: IDLE_WARNING.action })).toHaveFocus();
  });

  it('shows no stale warning once the idle timer stopped (a logout during the warning)', () => {
    act(() => jest.advanceTimersByTime(TIMEOUT - WARNING));
    stop();
    render(<IdleWarning />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('goes when other activity extends the session', () => {
    render(<IdleWarning />);
    act(() => jest.advanceTimersByTime(TIMEOUT - WARNING));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointermove'));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
