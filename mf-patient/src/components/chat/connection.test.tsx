/** The chat says in words whether it can reach the care team, and tells what became of unsent messages. */
import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import type { LiveStatus } from '@hearth/shared-kernel/live';
import { chooseLanguage, loadPageTexts, resetLanguage } from '../../i18n/useText';
import { ConnectionStatus } from './ConnectionStatus';
import { SessionEnded } from './SessionEnded';
import { connectionOf, useConnection } from './connection';

function Shown({ status$ }: { status$: BehaviorSubject<LiveStatus> }) {
  return <ConnectionStatus connection={useConnection(status$)} />;
}

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

beforeAll(() => loadPageTexts());
afterEach(() => {
  setOnline(true);
  resetLanguage();
});

describe('the chat connection', () => {
  it('is offline whenever the browser says so, connected only with the socket open', () => {
    expect(connectionOf('open', false)).toBe('offline');
    expect(connectionOf('open', true)).toBe('connected');
    expect(connectionOf('connecting', true)).toBe('connecting');
    expect(connectionOf('closed', true)).toBe('connecting');
  });

  it('is announced politely in words as the socket and the network change', () => {
    const status$ = new BehaviorSubject<LiveStatus>('connecting');
    render(<Shown status$={status$} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Connecting…');
    act(() => status$.next('open'));
    expect(status).toHaveTextContent(/^Connected$/);
    act(() => setOnline(false));
    expect(status).toHaveTextContent('Offline');
    expect(status).toHaveTextContent('sent when you are back online');
    act(() => setOnline(true));
    expect(status).toHaveTextContent(/^Connected$/);
  });

  it('tells the patient their unsent messages were not delivered, and how to get a new link', () => {
    const { rerender } = render(<SessionEnded undelivered={2} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your 2 unsent messages were not delivered.');
    expect(screen.getByRole('alert')).toHaveTextContent("Text 'Secure' to your care team's number to get a new link.");
    rerender(<SessionEnded undelivered={1} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your unsent message was not delivered.');
    rerender(<SessionEnded undelivered={0} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('not delivered');
  });

  it("says it all in the patient's language", async () => {
    await act(() => chooseLanguage('es'));
    const status$ = new BehaviorSubject<LiveStatus>('open');
    render(<Shown status$={status$} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Conectado$/);
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión');
    render(<SessionEnded undelivered={2} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sus 2 mensajes sin enviar no se entregaron.');
  });
});
