/**
 * The live socket (SPEC §4, §7) over rxjs/webSocket: the access token rides in the query string,
 * a closed socket reconnects with exponential backoff, subscriptions are remembered, queued until
 * the socket is open and re-sent after every reconnect. Incoming messages go to a Subject (the
 * bus's live$ channel for the page's socket). A close with LIVE_CLOSE_UNAUTHORIZED (token expired,
 * session revoked, access changed) is not a dropped line: the socket asks onUnauthorized to renew
 * the credentials and reconnects only when they were; otherwise it stops ('unauthorized').
 */
import { BehaviorSubject, type Observable, type Subject, type Subscription } from 'rxjs';
import { webSocket, type WebSocketSubject } from 'rxjs/webSocket';
import type { LiveEvent } from '../conversations/liveEvents';
import { LIVE_CLOSE_UNAUTHORIZED, LIVE_MESSAGE_TYPES } from '../domain/entities';

export type LiveAction = { action: 'subscribe' | 'unsubscribe'; sub: string };
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'unauthorized';

export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocket;

export interface LiveSocketDeps {
  /** The socket URL, token included; may refresh the token first. */
  url: () => string | Promise<string>;
  sink: Subject<LiveEvent>;
  WebSocketCtor?: WebSocketConstructor;
  backoff?: { initialMs?: number; maxMs?: number };
  onProblem?: (message: string) => void;
  /** After a 4401: renew the credentials (true: reconnect) or give up (false: the socket stops). */
  onUnauthorized?: () => Promise<boolean>;
}

export interface LiveSocket {
  connect(): void;
  subscribe(sub: string): void;
  unsubscribe(sub: string): void;
  close(): void;
  readonly messages$: Observable<LiveEvent>;
  readonly status$: Observable<LiveStatus>;
  /** Subscriptions currently wanted (sent or queued). */
  subscriptions(): string[];
}

/** A frame of one of the socket's types: its data is the API's payload for that type (the kernel's map). */
export function isLiveMessage(value: unknown): value is LiveEvent {
  if (!value || typeof value !== 'object') return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && (LIVE_MESSAGE_TYPES as readonly string[]).includes(type);
}

export function createLiveSocket(deps: LiveSocketDeps): LiveSocket {
  const initialMs = deps.backoff?.initialMs ?? 1_000;
  const maxMs = deps.backoff?.maxMs ?? 30_000;
  const status = new BehaviorSubject<LiveStatus>('idle');
  const subs = new Set<string>();
  let socket: WebSocketSubject<unknown> | null = null;
  let socketSub: Subscription | null = null;
  let open = false;
  let wanted = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function send(s: WebSocketSubject<unknown>, action: LiveAction): void {
    s.next(action);
  }

  function scheduleReconnect(): void {
    if (!wanted || retryTimer !== undefined) return;
    const delay = Math.min(initialMs * 2 ** attempt, maxMs);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (wanted) void openSocket();
    }, delay);
  }

  function dropped(s: WebSocketSubject<unknown>, code: number | undefined): void {
    if (socket !== s) return;
    socket = null;
    socketSub = null;
    open = false;
    status.next('closed');
    if (code === LIVE_CLOSE_UNAUTHORIZED) void renew();
    else scheduleReconnect();
  }

  async function renew(): Promise<void> {
    const renewed = deps.onUnauthorized ? await deps.onUnauthorized().catch(() => false) : false;
    if (!wanted) return;
    if (renewed) return scheduleReconnect();
    wanted = false;
    status.next('unauthorized');
  }

  async function openSocket(): Promise<void> {
    status.next('connecting');
    let url: string;
    try {
      url = await deps.url();
    } catch {
      deps.onProblem?.('Live socket: could not build the connection URL');
      status.next('closed');
      scheduleReconnect();
      return;
    }
    if (!wanted || socket) return;
    let closeCode: number | undefined;
    const s: WebSocketSubject<unknown> = webSocket<unknown>({
      url,
      ...(deps.WebSocketCtor ? { WebSocketCtor: deps.WebSocketCtor } : {}),
      deserializer: (e: MessageEvent) => {
        try {
          return JSON.parse(String(e.data)) as unknown;
        } catch {
          return null;
        }
      },
      closeObserver: {
        next: (e: CloseEvent) => {
          closeCode = e.code;
        },
      },
      openObserver: {
        next: () => {
          open = true;
          attempt = 0;
          status.next('open');
          for (const sub of subs) send(s, { action: 'subscribe', sub });
        },
      },
    });
    socket = s;
    socketSub = s.subscribe({
      next: (msg) => {
        if (isLiveMessage(msg)) deps.sink.next(msg);
      },
      error: () => dropped(s, closeCode),
      complete: () => dropped(s, closeCode),
    });
  }

  return {
    connect() {
      if (wanted) return;
      wanted = true;
      attempt = 0;
      void openSocket();
    },
    subscribe(sub) {
      if (subs.has(sub)) return;
      subs.add(sub);
      if (open && socket) send(socket, { action: 'subscribe', sub });
    },
    unsubscribe(sub) {
      if (!subs.delete(sub)) return;
      if (open && socket) send(socket, { action: 'unsubscribe', sub });
    },
    close() {
      wanted = false;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      retryTimer = undefined;
      const s = socket;
      const sSub = socketSub;
      socket = null;
      socketSub = null;
      open = false;
      subs.clear();
      sSub?.unsubscribe();
      s?.complete();
      if (status.value !== 'idle') status.next('closed');
    },
    messages$: deps.sink.asObservable(),
    status$: status.asObservable(),
    subscriptions: () => [...subs],
  };
}

/** ws(s)://host/path from a configured base that may be relative ('/api') or http(s). */
export function socketBase(wsUrl: string): string {
  if (/^wss?:\/\//i.test(wsUrl)) return wsUrl;
  if (/^https?:\/\//i.test(wsUrl)) return wsUrl.replace(/^http/i, 'ws');
  if (typeof location === 'undefined') return wsUrl;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${wsUrl.startsWith('/') ? '' : '/'}${wsUrl}`;
}
