/**
 * Test helper: the part of fetch's Response the kernel reads. jsdom has no Response, and the
 * kernel only uses status, ok, headers.get and text().
 */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return textResponse(status, body === undefined ? '' : JSON.stringify(body), { 'content-type': 'application/json', ...headers });
}

export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const res = {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
  };
  return res as unknown as Response;
}
