/** Test helper: a WebSocket the test drives by hand (open, message, close), recording what is sent. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static reset(): void {
    FakeWebSocket.instances = [];
  }
  static last(): FakeWebSocket {
    const s = FakeWebSocket.instances.at(-1);
    if (!s) throw new Error('no socket was created');
    return s;
  }

  readonly url: string;
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  // Test controls.
  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSend(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  serverClose(wasClean = false, code = wasClean ? 1000 : 1006): void {
    this.readyState = 3;
    this.onclose?.({ wasClean, code, reason: '' } as CloseEvent);
  }
}
