/**
 * Sends one message, retrying after a timeout or a network or server failure with the same
 * client id, so the server (which keeps one message per client id) never stores it twice. A
 * refusal (4xx) is final: repeating it would not change the answer.
 */
import { HttpError } from './error';

export interface RetryOptions {
  attempts?: number;
  timeoutMs?: number;
  /** Pause between attempts, growing each time. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export class SendTimeoutError extends Error {
  constructor() {
    super('The message could not be sent in time.');
    this.name = 'SendTimeoutError';
  }
}

export function isRetryable(error: unknown): boolean {
  if (error instanceof SendTimeoutError) return true;
  if (error instanceof HttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  // fetch rejects with a TypeError when the network fails.
  return error instanceof TypeError;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function sendWithRetry<I extends { clientId: string }, O>(
  send: (input: I, signal: AbortSignal) => Promise<O>,
  input: I,
  options: RetryOptions = {},
): Promise<O> {
  const attempts = options.attempts ?? 3;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const backoffMs = options.backoffMs ?? 1_000;
  const sleep = options.sleep ?? wait;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new SendTimeoutError());
      }, timeoutMs);
    });
    try {
      return await Promise.race([send(input, controller.signal), timedOut]);
    } catch (error) {
      lastError = controller.signal.aborted ? new SendTimeoutError() : error;
      if (!isRetryable(lastError) || attempt === attempts) break;
      await sleep(backoffMs * attempt);
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError;
}
