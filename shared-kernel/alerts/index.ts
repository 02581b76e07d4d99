/**
 * How this device tells a professional that a patient wrote, beyond the count in the navigation:
 * a browser notification and a sound, each off until the user turns it on in User settings →
 * Notifications (the browser's permission is asked only then). Device preferences, kept per user
 * in the kernel's storage and kept at logout (they hold no patient data). Also which conversation
 * is on screen now, so a notice is not raised for the one the user is reading.
 */
import { STORAGE_KEYS, browserLocalStorage, readJson, type StorageLike } from '../session/storage';

export interface DeviceAlerts {
  browserNotifications: boolean;
  sound: boolean;
}

const OFF: DeviceAlerts = { browserNotifications: false, sound: false };

interface Saved {
  user: string;
  value: DeviceAlerts;
}

export function readDeviceAlerts(user: string, storage: StorageLike = browserLocalStorage()): DeviceAlerts {
  const saved = readJson<Saved | null>(storage, STORAGE_KEYS.deviceAlerts, null);
  return saved && saved.user === user ? { ...OFF, ...saved.value } : OFF;
}

export function saveDeviceAlerts(user: string, value: DeviceAlerts, storage: StorageLike = browserLocalStorage()): void {
  try {
    storage.setItem(STORAGE_KEYS.deviceAlerts, JSON.stringify({ user, value } satisfies Saved));
  } catch {
    // A full or refused storage only loses the preference.
  }
}

/** The browser's answer for notifications: 'unsupported' where there is no Notification API. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser (only when the user turns notifications on); answers whether they may be shown. */
export async function askNotificationPermission(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'granted') return true;
  return (await Notification.requestPermission()) === 'granted';
}

/** A browser notification; `text` must hold no patient data beyond a first name. */
export function browserNotice(text: string, onClick?: () => void): void {
  if (notificationPermission() !== 'granted') return;
  const notice = new Notification('Hearth', { body: text, tag: 'hearth-message' });
  if (onClick) notice.onclick = () => (window.focus(), onClick(), notice.close());
}

let audio: AudioContext | null = null;
/** A short two-tone chime made on the spot (no sound file to download). */
export function chime(): void {
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return;
  audio ??= new Ctor();
  const now = audio.currentTime;
  for (const [i, freq] of [880, 1320].entries()) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, now + i * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.15 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.15 + 0.14);
    osc.connect(gain).connect(audio.destination);
    osc.start(now + i * 0.15);
    osc.stop(now + i * 0.15 + 0.15);
  }
}

let onScreen: string | null = null;
/** The conversation the user is reading now (the console's thread sets it; null when none). */
export function setConversationOnScreen(id: string | null): void {
  onScreen = id;
}
export const conversationOnScreen = (): string | null => onScreen;
