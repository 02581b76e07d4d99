/**
 * Browser storage owned by the kernel (SPEC §3 'Stored in the browser'). Remotes never read these
 * keys directly; they ask the session. Storage that throws (private mode, no window) falls back
 * to memory so nothing here breaks a page or a Node import.
 */

import { LANGUAGE_CHOICE_KEY } from '../i18n/deviceLanguage';

export const STORAGE_KEYS = {
  accessToken: 'hearth.accessToken',
  refreshToken: 'hearth.refreshToken',
  zeusToken: 'hearth.zeusToken',
  organizations: 'hearth.organizations',
  orgId: 'hearth.orgId',
  orgName: 'hearth.orgName',
  security: 'hearth.security',
  permissions: 'hearth.permissions',
  /** In sessionStorage: the ID token lives only as long as the tab. */
  idToken: 'hearth.idToken',
  rosterColumns: 'hearth.roster.columns',
  rosterFilter: 'hearth.roster.filter',
  /** The reply channel a professional chose per conversation (a secure-chat reply stays secure across reloads). */
  replyChannels: 'hearth.conversations.replyChannels',
  /** The patient's secure-chat messages not yet sent, with the patient session that wrote them (a weak signal loses none). */
  chatOutbox: 'hearth.chat.outbox',
  /** This device's browser notification and sound choices (no patient data: kept at logout). */
  deviceAlerts: 'hearth.deviceAlerts',
  /** The language a patient chose on this device (no patient data: kept at logout). */
  patientLanguage: LANGUAGE_CHOICE_KEY,
} as const;

/** Kernel keys a logout's sweep keeps. */
const KEPT_AT_LOGOUT: ReadonlySet<string> = new Set([STORAGE_KEYS.deviceAlerts, STORAGE_KEYS.patientLanguage]);

/** Every localStorage key cleared at logout (the ID token is cleared from sessionStorage). */
export const LOCAL_KEYS_CLEARED_AT_LOGOUT = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.zeusToken,
  STORAGE_KEYS.organizations,
  STORAGE_KEYS.orgId,
  STORAGE_KEYS.orgName,
  STORAGE_KEYS.security,
  STORAGE_KEYS.permissions,
  STORAGE_KEYS.rosterColumns,
  STORAGE_KEYS.rosterFilter,
  STORAGE_KEYS.replyChannels,
  STORAGE_KEYS.chatOutbox,
] as const;

/** Every kernel key starts with this; logout also sweeps any such key added later. */
export const STORAGE_PREFIX = 'hearth.';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Present on real Storage; lets logout sweep the prefix. */
  readonly length?: number;
  key?(index: number): string | null;
}

export function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

/** Removes every key with the kernel prefix (but the device preferences kept at logout). */
export function sweepPrefixed(storage: StorageLike, prefix = STORAGE_PREFIX): void {
  if (typeof storage.length !== 'number' || !storage.key) return;
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const k = storage.key(i);
    if (k !== null && k.startsWith(prefix) && !KEPT_AT_LOGOUT.has(k)) doomed.push(k);
  }
  for (const k of doomed) storage.removeItem(k);
}

const fallbackLocal = memoryStorage();
const fallbackSession = memoryStorage();

function probe(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    const s = (globalThis as Record<string, unknown>)[kind] as StorageLike | undefined;
    return s ?? null;
  } catch {
    return null;
  }
}

export function browserLocalStorage(): StorageLike {
  return probe('localStorage') ?? fallbackLocal;
}

export function browserSessionStorage(): StorageLike {
  return probe('sessionStorage') ?? fallbackSession;
}

/** JSON read that answers `fallback` for a missing or corrupt value. */
export function readJson<T>(storage: StorageLike, key: string, fallback: T): T {
  const raw = storage.getItem(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
