/** Component tests' stand-in for fetch: answers like the API (status codes, JSON bodies). */

/** The part of a fetch Response the kernel's client reads (jsdom has no Response). */
export function json(status: number, body?: unknown): Response {
  return {
    status,
    ok: status < 400,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as unknown as Response;
}

export type FakeHandler = (url: URL, method: string, body: unknown) => Response | Promise<Response>;

/** Installs `handler` as the page's fetch; call the answer to put the old one back. */
export function installFetch(handler: FakeHandler): () => void {
  const previous = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(new URL(String(input)), init?.method ?? 'GET', init?.body ? JSON.parse(String(init.body)) : undefined),
  );
  return () => {
    globalThis.fetch = previous;
  };
}
