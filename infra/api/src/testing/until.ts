/**
 * The one wait of the API tests: probe until the answer is as wanted, or fail saying what was
 * awaited. Its own file so that tests without a database (no harness, no PGlite) can use it too.
 */

const POLL_MS = 20;

/** A short, readable form of the last answer for the timeout message. */
function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * Probes every few milliseconds until `ok` holds for the answer (by default: the answer is
 * truthy) and answers that answer. After `ms` it throws, naming `what` it waited for (by default
 * the condition's source) and the last answer: a wait that ran out never lets a test go on.
 */
export async function until<T>(
  probe: () => T | PromiseLike<T>,
  ok: (value: T) => boolean = Boolean,
  ms = 5_000,
  what?: string,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > end) {
      const awaited = what ?? String(ok === Boolean ? probe : ok);
      throw new Error(`until: waited ${ms} ms for ${awaited}; the last answer was ${shown(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
