import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PLAIN_TEXT_REPLY_WARNING } from '@hearth/shared-kernel/conversations';
import { logInWith, resetSession } from '../../testing/session';
import { convo, world } from '../../testing/conversationsWorld';
import { ConversationWorkspace } from './ConversationWorkspace';

beforeEach(() => {
  resetSession();
  localStorage.clear();
  logInWith(['52', '56', '5'], { professionalId: 'pro-1' });
});

// antd renders slowly under jsdom, and the machine's two cores are shared.
jest.setTimeout(60_000);

/** The workspace with Ada's conversation open; the patient last wrote by `lastPatientChannel`. */
async function open(over: Parameters<typeof convo>[0] = {}, secureChat = true) {
  const w = world();
  w.conversations[0] = convo({ lastPatientChannel: 'chat', ...over });
  w.patient.secureChat = secureChat;
  const view = render(<ConversationWorkspace api={w.api} live={w.live} />);
  fireEvent.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
  await within(await screen.findByLabelText('Messages')).findByText('Can I get a refill?');
  const sendBy = screen.getByRole('radiogroup', { name: 'Send by' });
  return { w, view, sendBy };
}

const checked = (group: HTMLElement) => within(group).getByRole('radio', { checked: true });
/** The ask (antd's ids are fixed under test, so the dialog is found by its title's text). */
async function asked(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(PLAIN_TEXT_REPLY_WARNING)).toBeInTheDocument();
  return dialog;
}

async function send(w: ReturnType<typeof world>, body: string) {
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: body } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect((w.api.send as jest.Mock).mock.calls.some(([input]) => input.body === body)).toBe(true));
  return (w.api.send as jest.Mock).mock.calls.find(([input]) => input.body === body)![0];
}

describe('the reply channel', () => {
  it('a reply to a patient who wrote in secure chat goes by secure chat without touching the toggle', async () => {
    const { w, sendBy } = await open();
    await waitFor(() => expect(checked(sendBy)).toHaveAccessibleName('Secure chat'));
    expect(await send(w, 'Keep your foot raised.')).toMatchObject({ channel: 'chat' });
  });

  it('a patient who texted is answered by text', async () => {
    const { w, sendBy } = await open({ lastPatientChannel: 'sms' });
    expect(checked(sendBy)).toHaveAccessibleName('Text (SMS)');
    expect(await send(w, 'Your refill is ready.')).toMatchObject({ channel: 'sms' });
  });

  it('choosing a text asks once; Cancel keeps secure chat, "Send by text" switches and is remembered across a reload', async () => {
    const first = await open();
    await waitFor(() => expect(checked(first.sendBy)).toHaveAccessibleName('Secure chat'));
    fireEvent.click(within(first.sendBy).getByRole('radio', { name: 'Text (SMS)' }));
    const ask = await asked();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(checked(first.sendBy)).toHaveAccessibleName('Secure chat');

    fireEvent.click(within(first.sendBy).getByRole('radio', { name: 'Text (SMS)' }));
    const again = await asked();
    fireEvent.click(within(again).getByRole('button', { name: 'Send by text' }));
    await waitFor(() => expect(checked(first.sendBy)).toHaveAccessibleName('Text (SMS)'));
    expect(await send(first.w, 'Call us if it swells more.')).toMatchObject({ channel: 'sms' });
    first.view.unmount();

    // A reload: the choice stands, and is not asked again.
    const second = await open();
    expect(checked(second.sendBy)).toHaveAccessibleName('Text (SMS)');
    fireEvent.click(within(second.sendBy).getByRole('radio', { name: 'Secure chat' }));
    await waitFor(() => expect(checked(second.sendBy)).toHaveAccessibleName('Secure chat'));
    fireEvent.click(within(second.sendBy).getByRole('radio', { name: 'Text (SMS)' }));
    await asked();
  });

  it('secure chat is not offered to a patient without it', async () => {
    const { w, sendBy } = await open({}, false);
    await waitFor(() => expect(within(sendBy).queryByText('Secure chat')).toBeNull());
    expect(checked(sendBy)).toHaveAccessibleName('Text (SMS)');
    expect(await send(w, 'Please call the office.')).toMatchObject({ channel: 'sms' });
  });
});
