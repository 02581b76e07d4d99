import { fireEvent, render, screen } from '@testing-library/react';
import { resetSession } from '../../testing/fakeSession';
import ForgotPage, { FORGOT_SENT_MESSAGE } from './ForgotPage';

const previousFetch = globalThis.fetch;
let fetched: { url: string; init: RequestInit }[] = [];

function answerWith(status: number) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    fetched.push({ url: String(input), init: init ?? {} });
    return { status, ok: status < 400, headers: new Headers(), text: async () => '' } as unknown as Response;
  });
}

function ask(username: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.submit(screen.getByRole('button', { name: 'Send reset link' }).closest('form')!);
}

beforeEach(() => {
  resetSession();
  fetched = [];
});
afterEach(() => {
  globalThis.fetch = previousFetch;
});

describe('ForgotPage', () => {
  it('asks the API for a reset e-mail for the username, and says one is on its way', async () => {
    answerWith(202);
    render(<ForgotPage />);
    ask('  dr.chen ');
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_SENT_MESSAGE);
    expect(fetched).toHaveLength(1);
    expect(fetched[0].url).toBe('https://api.test/auth/forgot');
    expect(fetched[0].init.method).toBe('POST');
    expect(JSON.parse(String(fetched[0].init.body))).toEqual({ username: 'dr.chen' });
  });

  it('says the e-mail could not be sent when the API refuses', async () => {
    answerWith(429);
    render(<ForgotPage />);
    ask('dr.chen');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the e-mail right now. Please try again.');
  });
});
