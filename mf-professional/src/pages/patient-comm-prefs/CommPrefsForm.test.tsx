import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CommPrefs } from '../../domain';
import { CONTACT_WINDOW_MESSAGE, CommPrefsForm } from './CommPrefsForm';

const prefs: CommPrefs = {
  smsEnabled: true, chatEnabled: false, voiceEnabled: true, contactStart: '09:00', contactEnd: '17:00',
  timeZone: 'America/Chicago', doNotDisturb: false,
};

describe('CommPrefsForm', () => {
  it('saves channels and Do Not Disturb as chosen', async () => {
    const onSave = jest.fn().mockResolvedValue([]);
    render(<CommPrefsForm initial={prefs} canEdit onSave={onSave} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Secure chat' }));
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ ...prefs, chatEnabled: true, doNotDisturb: true }));
  });

  it('refuses a window that ends before it starts, and shows the server\'s reasons', async () => {
    const onSave = jest.fn().mockResolvedValue(['Times must be on a 15-minute step']);
    const { unmount } = render(<CommPrefsForm initial={{ ...prefs, contactStart: '18:00' }} canEdit onSave={onSave} />);
    expect(screen.getByText(CONTACT_WINDOW_MESSAGE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(onSave).not.toHaveBeenCalled();
    unmount();
    render(<CommPrefsForm initial={prefs} canEdit onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Times must be on a 15-minute step')).toBeInTheDocument();
  });

  it('says Do Not Disturb stops every message, as the API refuses them', () => {
    render(<CommPrefsForm initial={prefs} canEdit onSave={jest.fn()} />);
    expect(screen.getByRole('switch', { name: 'Do Not Disturb' })).toHaveAccessibleDescription(/no message can be sent to this patient/);
  });

  it('is read-only without MODIFY_PATIENT', () => {
    render(<CommPrefsForm initial={prefs} canEdit={false} onSave={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Save preferences' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Text messages (SMS)' })).toBeDisabled();
  });
});
