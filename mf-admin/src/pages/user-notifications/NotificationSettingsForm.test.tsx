/** The notification settings form: what it sends, SPEC's toasts, the preset limit, all organisations. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, type ToastEvent } from '@hearth/shared-kernel/bus';
import { NOTIFICATION_SETTINGS_MESSAGES, type NotificationSettings } from '@hearth/shared-kernel/domain';
import { NotificationSettingsForm } from './NotificationSettingsForm';

const INITIAL: NotificationSettings = {
  orgId: 'org-1',
  allOrgs: false,
  conversations: { active: true, channel: 'email' },
  tasks: { active: true, channel: 'email' },
  events: { active: false, channel: 'email', presetName: null },
  showPresetLimit: 2,
  availablePresets: ['All events', 'Admissions only', 'Discharges only'],
};

let toasts: ToastEvent[];
let stop: () => void;
beforeEach(() => {
  toasts = [];
  const sub = bus.toast$.subscribe((t) => toasts.push(t));
  stop = () => sub.unsubscribe();
});
afterEach(() => stop());

const group = (name: string) => screen.getByRole('group', { name });

// The first test of a file loads antd's modules: slow on a busy machine.
jest.setTimeout(30_000);

describe('NotificationSettingsForm', () => {
  it('sends the choices made (channel, on/off, all organisations) and toasts SPEC’s success', async () => {
    const save = jest.fn(async () => INITIAL);
    render(<NotificationSettingsForm initial={INITIAL} orgCount={2} save={save} />);
    fireEvent.click(within(group('Tasks assigned to me')).getByRole('radio', { name: 'Text message' }));
    fireEvent.click(within(group('New conversations')).getByRole('checkbox', { name: 'Notify me' }));
    fireEvent.click(within(group('Events (admissions and discharges)')).getByRole('checkbox', { name: 'Notify me' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use these settings in all my organizations' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(toasts.map((t) => t.header)).toEqual([NOTIFICATION_SETTINGS_MESSAGES.saved]));
    expect(save).toHaveBeenCalledWith({
      orgId: 'org-1',
      allOrgs: true,
      conversations: { active: false, channel: 'email' },
      tasks: { active: true, channel: 'sms' },
      events: { active: true, channel: 'email', presetName: null },
    });
  });

  it('toasts SPEC’s failure when the save fails', async () => {
    render(<NotificationSettingsForm initial={INITIAL} orgCount={1} save={() => Promise.reject(new Error('500'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(toasts.map((t) => t.header)).toEqual([NOTIFICATION_SETTINGS_MESSAGES.saveFailed]));
    expect(toasts[0].tone).toBe('error');
  });

  it('offers no all-organisations choice to a user of one organisation, and a channel only when on', () => {
    render(<NotificationSettingsForm initial={INITIAL} orgCount={1} save={jest.fn()} />);
    expect(screen.queryByRole('checkbox', { name: /all my organizations/ })).toBeNull();
    for (const radio of within(group('Events (admissions and discharges)')).getAllByRole('radio')) expect(radio).toBeDisabled();
    for (const radio of within(group('Tasks assigned to me')).getAllByRole('radio')) expect(radio).toBeEnabled();
  });

  it('lists showPresetLimit presets first, and all of them on request', () => {
    render(<NotificationSettingsForm initial={{ ...INITIAL, events: { ...INITIAL.events, active: true } }} orgCount={1} save={jest.fn()} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Which events' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All events', 'Admissions only']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all presets' }));
    expect(screen.queryByRole('button', { name: 'Show all presets' })).toBeNull();
  });
});
