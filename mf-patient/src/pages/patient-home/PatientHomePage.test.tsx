/** Opening a secure link: SPEC's secure-chat messages, then the patient token and the chat. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SECURE_CHAT_ERRORS as E } from '@hearth/shared-kernel/domain';
import { session } from '@hearth/shared-kernel/session';
import { installFetch, json } from '../../testing/fakeFetch';
import { resetSession } from '../../testing/session';
import PatientHomePage from './PatientHomePage';
import { loadPageTexts } from '../../i18n/useText';

// The page's words arrive with it (screens.ts); rendered directly here, they are loaded first.
beforeAll(() => loadPageTexts());

let restore: () => void = () => undefined;
beforeEach(() => {
  resetSession();
  window.history.replaceState(null, '', '/patient?link=L1');
});
afterEach(() => restore());

function tryDob(dob: string) {
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: dob } });
  fireEvent.click(screen.getByRole('button', { name: 'Open secure chat' }));
}

describe('secure link', () => {
  it('checks the date of birth before asking the server', async () => {
    const calls: string[] = [];
    restore = installFetch((url) => {
      calls.push(url.pathname);
      return json(500);
    });
    render(<PatientHomePage title="Patient" />);
    tryDob('');
    expect(await screen.findByRole('alert')).toHaveTextContent(E.dobRequired);
    tryDob('13/45/1980');
    expect(await screen.findByRole('alert')).toHaveTextContent(E.dobInvalid);
    expect(calls).toEqual([]);
  });

  it.each([
    [json(401, { message: 'Unauthorized' }), E.wrongDob],
    [json(500, { message: 'boom' }), E.server],
    [json(200, {}), E.noToken],
  ])('answers a refused login with SPEC words', async (answer, message) => {
    restore = installFetch(() => answer);
    render(<PatientHomePage title="Patient" />);
    tryDob('05/31/1980');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(session.zeusToken).toBeNull();
  });

  it('keeps the patient token and opens the chat', async () => {
    let sent: unknown;
    restore = installFetch((_url, _method, body) => {
      sent = body;
      return json(200, { token: 'zeus-1' });
    });
    render(<PatientHomePage title="Patient" />);
    tryDob('5/31/1980');
    await waitFor(() => expect(window.location.pathname).toBe('/patient/secure-chat'));
    expect(sent).toEqual({ link: 'L1', dob: '05/31/1980' });
    expect(session.zeusToken).toBe('zeus-1');
    expect(document.cookie).toContain('hearth_patient_token=zeus-1');
  });
});
