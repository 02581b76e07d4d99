import { act, fireEvent, render, screen } from '@testing-library/react';
import { readDeviceAlerts } from '@hearth/shared-kernel/alerts';
import { DeviceAlertsForm, NOTIFICATIONS_BLOCKED } from './DeviceAlertsForm';

/** The browser's Notification API with the answer the user gives when asked. */
function browserAnswers(answer: NotificationPermission) {
  const requestPermission = jest.fn(async () => answer);
  (globalThis as Record<string, unknown>).Notification = Object.assign(function Notice() {}, { permission: 'default', requestPermission });
  return requestPermission;
}

beforeEach(() => localStorage.clear());

describe('notifications on this device', () => {
  it('both start off; the browser is asked only when notifications are turned on, and the choice is kept for this user', async () => {
    const asked = browserAnswers('granted');
    render(<DeviceAlertsForm userId="pro-1" />);
    const notify = screen.getByRole('checkbox', { name: 'Show a browser notification' });
    expect(notify).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Play a sound' })).not.toBeChecked();
    expect(asked).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(notify));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(notify).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Play a sound' }));
    expect(readDeviceAlerts('pro-1')).toEqual({ browserNotifications: true, sound: true });
    // Another user of this browser starts with both off.
    expect(readDeviceAlerts('pro-2')).toEqual({ browserNotifications: false, sound: false });
  });

  it('a refusal by the browser keeps notifications off and says how to allow them', async () => {
    browserAnswers('denied');
    render(<DeviceAlertsForm userId="pro-1" />);
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Show a browser notification' })));
    expect(screen.getByRole('checkbox', { name: 'Show a browser notification' })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(NOTIFICATIONS_BLOCKED);
    expect(readDeviceAlerts('pro-1').browserNotifications).toBe(false);
  });
});
