/**
 * SPEC §4/§6 CDE review workflow: which transition each status allows, with which permission, and
 * so which footer buttons the review modal shows. The API decides with the same function, then
 * lets the database apply the transition atomically (a conditional update on the status it checked).
 */
import type { CdeStatus } from '../domain/entities';
import type { CdeTransition } from '../domain/cde';
import { can } from '../permissions/can';
import type { PermissionName } from '../permissions/codes';
import { PERMISSION_DENIED_MESSAGE } from './messages';

export const FIRST_LEVEL_STATUSES: readonly CdeStatus[] = ['first_review_needed', 'in_first_review'];
export const SECOND_LEVEL_STATUSES: readonly CdeStatus[] = ['second_review_needed', 'in_second_review'];
export const IN_REVIEW_STATUSES: readonly CdeStatus[] = ['in_first_review', 'in_second_review'];
/** Opening one of these in edit mode claims it. */
export const CLAIMABLE_STATUSES: readonly CdeStatus[] = [...FIRST_LEVEL_STATUSES, ...SECOND_LEVEL_STATUSES];

/**
 * A review claim is a lease: without activity for this long the server treats it as released
 * (the item is back to review-needed, with an 'expire' line in its history).
 */
export const CDE_CLAIM_LEASE_MS = 15 * 60_000;
/** The holder's activity in the review modal renews the claim (by claiming again) at most this often. */
export const CDE_CLAIM_RENEW_MS = 60_000;

/** Whether a claim taken (or last renewed) at `claimedAt` has run out at `now` (both ms since the epoch). */
export function cdeClaimExpired(claimedAt: number, now: number): boolean {
  return now - claimedAt >= CDE_CLAIM_LEASE_MS;
}

export const CDE_WORKFLOW_MESSAGES = {
  permission: PERMISSION_DENIED_MESSAGE,
  claimedByOther: 'This item is already being reviewed by someone else',
  notClaimed: 'Open this item for review before deciding on it',
  rejectNotAllowed: (status: CdeStatus) => `An item that is ${status.replace(/_/g, ' ')} cannot be rejected`,
  notAllowed: (action: CdeTransition, status: CdeStatus) => `Cannot ${action} an item that is ${status.replace(/_/g, ' ')}`,
} as const;

/** The review permission that acts on a status; REVIEW_CDE_REQUEST acts on every level. */
export function canReviewStatus(held: readonly string[], status: CdeStatus): boolean {
  if (!CLAIMABLE_STATUSES.includes(status)) return false;
  if (can(held, 'REVIEW_CDE_REQUEST')) return true;
  const level: PermissionName = FIRST_LEVEL_STATUSES.includes(status) ? 'REVIEW_CDE_REQUEST_FIRST' : 'REVIEW_CDE_REQUEST_SECOND';
  return can(held, level);
}

/** Holds any review permission (the worklist). */
export function isCdeReviewer(held: readonly string[]): boolean {
  return (['REVIEW_CDE_REQUEST', 'REVIEW_CDE_REQUEST_FIRST', 'REVIEW_CDE_REQUEST_SECOND'] as const).some((p) => can(held, p));
}

export interface CdeItemState {
  status: CdeStatus;
  /** A request was submitted before (ready_for_entry after an Update: Resubmit, not Submit). */
  hasRequest: boolean;
  /** The caller holds the review claim. */
  claimedByMe: boolean;
}

export type CdeDecision = { ok: true; to: CdeStatus } | { ok: false; status: 403 | 409; message: string };

const allow = (to: CdeStatus): CdeDecision => ({ ok: true, to });
const forbid = (): CdeDecision => ({ ok: false, status: 403, message: CDE_WORKFLOW_MESSAGES.permission });
const conflict = (message: string): CdeDecision => ({ ok: false, status: 409, message });

const UNCLAIMED: Partial<Record<CdeStatus, CdeStatus>> = { in_first_review: 'first_review_needed', in_second_review: 'second_review_needed' };
const CLAIMED: Partial<Record<CdeStatus, CdeStatus>> = { first_review_needed: 'in_first_review', second_review_needed: 'in_second_review' };

/** Whether `held` (permission codes) may apply `action` to an item in `state`, and the status it leads to. */
export function decideCdeTransition(action: CdeTransition, state: CdeItemState, held: readonly string[]): CdeDecision {
  const { status, hasRequest, claimedByMe } = state;
  const inReview = IN_REVIEW_STATUSES.includes(status);
  switch (action) {
    case 'submit':
      if (status !== 'ready_for_entry' || hasRequest) return conflict(CDE_WORKFLOW_MESSAGES.notAllowed(action, status));
      return can(held, 'ADD_CDE_REQUEST') ? allow('first_review_needed') : forbid();
    case 'resubmit':
      if (status !== 'ready_for_entry' || !hasRequest) return conflict(CDE_WORKFLOW_MESSAGES.notAllowed(action, status));
      return can(held, 'MODIFY_CDE_REQUEST') ? allow('first_review_needed') : forbid();
    case 'claim':
      if (!CLAIMABLE_STATUSES.includes(status)) return conflict(CDE_WORKFLOW_MESSAGES.notAllowed(action, status));
      if (!canReviewStatus(held, status)) return forbid();
      if (inReview) return claimedByMe ? allow(status) : conflict(CDE_WORKFLOW_MESSAGES.claimedByOther);
      return allow(CLAIMED[status]!);
    case 'clear':
      if (!inReview) return conflict(CDE_WORKFLOW_MESSAGES.notAllowed(action, status));
      // The holder may always give a claim back (a review permission withdrawn meanwhile included).
      if (claimedByMe) return allow(UNCLAIMED[status]!);
      return canReviewStatus(held, status) ? conflict(CDE_WORKFLOW_MESSAGES.claimedByOther) : forbid();
    case 'approve':
      if (status === 'rejected') return can(held, 'REVIEW_CDE_REQUEST') ? allow('approved') : forbid();
      if (!CLAIMABLE_STATUSES.includes(status)) return conflict(CDE_WORKFLOW_MESSAGES.notAllowed(action, status));
      if (!canReviewStatus(held, status)) return forbid();
      if (!inReview) return conflict(CDE_WORKFLOW_MESSAGES.notClaimed);
      if (!claimedByMe) return conflict(CDE_WORKFLOW_MESSAGES.claimedByOther);
      return allow(status === 'in_first_review' ? 'second_review_needed' : 'approved');
    case 'reject':
    case 'update':
      if (!CLAIMABLE_STATUSES.includes(status)) {
        return conflict(action === 'reject' ? CDE_WORKFLOW_MESSAGES.rejectNotAllowed(status) : CDE_WORKFLOW_MESSAGES.notAllowed(action, status));
      }
      if (!canReviewStatus(held, status)) return forbid();
      if (action === 'update' && !can(held, 'MODIFY_CDE_REQUEST')) return forbid();
      if (!inReview) return conflict(CDE_WORKFLOW_MESSAGES.notClaimed);
      if (!claimedByMe) return conflict(CDE_WORKFLOW_MESSAGES.claimedByOther);
      return allow(action === 'reject' ? 'rejected' : 'ready_for_entry');
  }
}

/** The review modal's footer buttons, in SPEC's order. */
export const CDE_FOOTER_ACTIONS = ['cancel', 'submit', 'approve', 'reject', 'update', 'resubmit'] as const;
export type CdeFooterAction = (typeof CDE_FOOTER_ACTIONS)[number];

/**
 * The buttons shown for an item in `state` to a caller holding `held`: Cancel always, each other
 * one only when its transition would be allowed. A view-only modal (claim refused) shows Cancel.
 */
export function cdeFooterActions(state: CdeItemState & { viewOnly: boolean }, held: readonly string[]): CdeFooterAction[] {
  if (state.viewOnly) return ['cancel'];
  return CDE_FOOTER_ACTIONS.filter((a) => a === 'cancel' || decideCdeTransition(a, state, held).ok);
}
