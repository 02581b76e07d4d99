import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { debugCalls } from '@hearth/shared-kernel/api';
import { bus } from '@hearth/shared-kernel/bus';
import { http } from '@hearth/shared-kernel/http';
import { resetSession } from '../../testing/session';
import DbuggaPage from './DbuggaPage';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

describe('DbuggaPage', () => {
  it('lists dbugga messages from the live socket, newest first, and ignores other types', () => {
    render(<DbuggaPage title="Debugger" />);
    expect(screen.getByText(/No debug messages yet/)).toBeInTheDocument();
    act(() => {
      bus.live$.next({ type: 'dbugga', sub: 'user:7', data: { message: 'ping 1', at: '2026-11-23T12:00:01.000Z' } });
      bus.live$.next({ type: 'organization', sub: 'organization:1', data: { conversationId: 'c99', patientId: 'p99', change: 'opened' } });
      bus.live$.next({ type: 'dbugga', sub: 'user:7', data: { message: 'ping 2', at: '2026-11-23T12:00:02.000Z' } });
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('"message": "ping 2"');
    expect(items[1]).toHaveTextContent('"message": "ping 1"');
  });

  it('asks the API to ping the socket', async () => {
    const call = jest.spyOn(http, 'call').mockResolvedValue(undefined);
    render(<DbuggaPage title="Debugger" />);
    fireEvent.click(screen.getByRole('button', { name: /Ping socket/ }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(debugCalls.ping));
    expect(screen.queryByText(/could not be sent/)).toBeNull();
  });

  it('says so when the ping fails', async () => {
    jest.spyOn(http, 'call').mockRejectedValue(new Error('offline'));
    render(<DbuggaPage title="Debugger" />);
    fireEvent.click(screen.getByRole('button', { name: /Ping socket/ }));
    expect(await screen.findByText('The ping could not be sent. Please try again.')).toBeInTheDocument();
  });
});
