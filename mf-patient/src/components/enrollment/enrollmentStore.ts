/**
 * The enrollment behind the link, fetched once per token and shared by every step, so moving
 * between steps costs no round trip; refresh() after an action the server records.
 */
import { useSyncExternalStore } from 'react';
import type { EnrollmentConsent, EnrollmentView } from '@hearth/shared-kernel/domain';
import { enrollmentApi } from './enrollmentApi';
import { followRecordLanguage } from '../../i18n/useText';

export type EnrollmentState =
  | { kind: 'loading' }
  | { kind: 'ready'; view: EnrollmentView }
  | { kind: 'not-found' }
  | { kind: 'offline' };

const LOADING: EnrollmentState = { kind: 'loading' };
const NOT_FOUND: EnrollmentState = { kind: 'not-found' };
const states = new Map<string, EnrollmentState>();
const listeners = new Set<() => void>();

function set(token: string, state: EnrollmentState): void {
  states.set(token, state);
  for (const listener of [...listeners]) listener();
}

/** Fetches the enrollment again; the steps re-render with the answer. */
export async function refreshEnrollment(token: string): Promise<void> {
  try {
    const view = await enrollmentApi.lookup(token);
    // The step shows in the record's language from its first paint.
    await followRecordLanguage(view.preferredLanguage);
    set(token, { kind: 'ready', view });
  } catch (error) {
    // A network failure is not an invalid link: say so and let the patient retry.
    set(token, error instanceof TypeError ? { kind: 'offline' } : { kind: 'not-found' });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEnrollmentState(token: string): EnrollmentState {
  // A link without a token is not an enrollment: nothing to ask the API.
  const state = useSyncExternalStore(subscribe, () => (token ? (states.get(token) ?? LOADING) : NOT_FOUND));
  if (token && !states.has(token)) {
    states.set(token, LOADING);
    void refreshEnrollment(token);
  }
  return state;
}

/**
 * The confirmation step's ticks and signature while the patient reads a policy page and comes
 * back: kept per link, in this page's memory only (never in storage), until the form is sent.
 */
const consentDrafts = new Map<string, EnrollmentConsent>();

export function consentDraft(token: string): EnrollmentConsent | undefined {
  return consentDrafts.get(token);
}

export function keepConsentDraft(token: string, consent: EnrollmentConsent | null): void {
  if (consent) consentDrafts.set(token, consent);
  else consentDrafts.delete(token);
}

/** For tests: forget every fetched enrollment and draft. */
export function resetEnrollmentStore(): void {
  states.clear();
  consentDrafts.clear();
}
