import { HttpError } from './error';
import { SendTimeoutError, sendWithRetry } from './sendWithRetry';

const input = { clientId: 'c-1', body: 'Hello' };
const noSleep = () => Promise.resolve();

describe('sendWithRetry', () => {
  it('retries a timed-out send with the same client id and answers the server\'s message', async () => {
    jest.useFakeTimers();
    const seen: string[] = [];
    const send = jest.fn((i: typeof input, signal: AbortSignal) => {
      seen.push(i.clientId);
      if (seen.length === 1) return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
      return Promise.resolve({ id: 'm-1', clientId: i.clientId });
    });
    const result = sendWithRetry(send, input, { timeoutMs: 5_000, sleep: noSleep });
    await jest.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual({ id: 'm-1', clientId: 'c-1' });
    expect(seen).toEqual(['c-1', 'c-1']);
    jest.useRealTimers();
  });

  it('retries network and server failures, then gives up with the last error', async () => {
    const send = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValue(new HttpError(503, 'busy'));
    await expect(sendWithRetry(send, input, { attempts: 3, sleep: noSleep })).rejects.toThrow('busy');
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.every(([i]) => i.clientId === 'c-1')).toBe(true);
  });

  it('does not repeat a refusal', async () => {
    const send = jest.fn().mockRejectedValue(new HttpError(409, 'Patient has opted out'));
    await expect(sendWithRetry(send, input, { sleep: noSleep })).rejects.toThrow('Patient has opted out');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports a send that always times out as a timeout', async () => {
    jest.useFakeTimers();
    const send = jest.fn(() => new Promise<never>(() => undefined));
    const result = sendWithRetry(send, input, { attempts: 2, timeoutMs: 1_000, sleep: noSleep });
    const settled = expect(result).rejects.toBeInstanceOf(SendTimeoutError);
    await jest.advanceTimersByTimeAsync(2_000);
    await settled;
    expect(send).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});
