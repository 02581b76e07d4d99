import type { CdeStatus } from '../domain/entities';
import { PERMISSIONS, type PermissionName } from '../permissions/codes';
import { canReviewStatus, CDE_CLAIM_LEASE_MS, cdeClaimExpired, cdeFooterActions, decideCdeTransition, isCdeReviewer, type CdeFooterAction } from './cdeWorkflow';

const held = (...names: PermissionName[]) => names.map((n) => PERMISSIONS[n]);
const FIRST = held('REVIEW_CDE_REQUEST_FIRST');
const SECOND = held('REVIEW_CDE_REQUEST_SECOND');
const FULL = held('REVIEW_CDE_REQUEST');
const ENTRANT = held('ADD_CDE_REQUEST', 'MODIFY_CDE_REQUEST');
const FIRST_MODIFY = held('REVIEW_CDE_REQUEST_FIRST', 'MODIFY_CDE_REQUEST');

const footer = (status: CdeStatus, perms: string[], over: { hasRequest?: boolean; claimedByMe?: boolean; viewOnly?: boolean } = {}) =>
  cdeFooterActions({ status, hasRequest: over.hasRequest ?? status !== 'ready_for_entry', claimedByMe: over.claimedByMe ?? true, viewOnly: over.viewOnly ?? false }, perms);

describe('the review modal footer: status × permission', () => {
  // [status, permissions, buttons] — claimed by the caller where a claim applies.
  const matrix: [CdeStatus, string, string[], CdeFooterAction[]][] = [
    ['ready_for_entry', 'entrant, new', ENTRANT, ['cancel', 'submit']],
    ['ready_for_entry', 'first reviewer, new', FIRST, ['cancel']],
    ['first_review_needed', 'first reviewer, unclaimed', FIRST, ['cancel']],
    ['in_first_review', 'first reviewer', FIRST, ['cancel', 'approve', 'reject']],
    ['in_first_review', 'first reviewer who may modify', FIRST_MODIFY, ['cancel', 'approve', 'reject', 'update']],
    ['in_first_review', 'second reviewer', SECOND, ['cancel']],
    ['in_first_review', 'full reviewer', FULL, ['cancel', 'approve', 'reject']],
    ['in_first_review', 'entrant', ENTRANT, ['cancel']],
    ['in_second_review', 'first reviewer', FIRST, ['cancel']],
    ['in_second_review', 'second reviewer', SECOND, ['cancel', 'approve', 'reject']],
    ['in_second_review', 'full reviewer', FULL, ['cancel', 'approve', 'reject']],
    ['approved', 'full reviewer', FULL, ['cancel']],
    ['approved', 'everyone', [...FULL, ...FIRST, ...SECOND, ...ENTRANT], ['cancel']],
    ['rejected', 'full reviewer', FULL, ['cancel', 'approve']],
    ['rejected', 'first and second reviewer', [...FIRST, ...SECOND], ['cancel']],
  ];
  it.each(matrix)('%s for a %s', (status, _who, perms, buttons) => {
    expect(footer(status, perms)).toEqual(buttons);
  });

  it('offers Resubmit, not Submit, for an item sent back for update', () => {
    expect(footer('ready_for_entry', ENTRANT, { hasRequest: true })).toEqual(['cancel', 'resubmit']);
    expect(footer('ready_for_entry', held('ADD_CDE_REQUEST'), { hasRequest: true })).toEqual(['cancel']);
  });

  it('shows only Cancel when the item is view-only or held by someone else', () => {
    expect(footer('in_first_review', FULL, { viewOnly: true })).toEqual(['cancel']);
    expect(footer('in_first_review', FULL, { claimedByMe: false })).toEqual(['cancel']);
  });
});

describe('decideCdeTransition', () => {
  const state = (status: CdeStatus, claimedByMe = true, hasRequest = true) => ({ status, claimedByMe, hasRequest });

  it('claims a review-needed item into review at its level', () => {
    expect(decideCdeTransition('claim', state('first_review_needed', false), FIRST)).toEqual({ ok: true, to: 'in_first_review' });
    expect(decideCdeTransition('claim', state('second_review_needed', false), SECOND)).toEqual({ ok: true, to: 'in_second_review' });
    expect(decideCdeTransition('claim', state('second_review_needed', false), FIRST)).toMatchObject({ ok: false, status: 403 });
    expect(decideCdeTransition('claim', state('in_first_review', false), FIRST)).toEqual({
      ok: false,
      status: 409,
      message: 'This item is already being reviewed by someone else',
    });
    expect(decideCdeTransition('claim', state('in_first_review', true), FIRST)).toEqual({ ok: true, to: 'in_first_review' });
    expect(decideCdeTransition('claim', state('approved'), FULL)).toMatchObject({ ok: false, status: 409 });
  });

  it('releases a claim back to review-needed', () => {
    expect(decideCdeTransition('clear', state('in_second_review'), SECOND)).toEqual({ ok: true, to: 'second_review_needed' });
    expect(decideCdeTransition('clear', state('in_second_review', false), SECOND)).toMatchObject({ ok: false, status: 409 });
    // The holder gives a claim back even when the review permission was withdrawn meanwhile; nobody else may.
    expect(decideCdeTransition('clear', state('in_second_review'), [])).toEqual({ ok: true, to: 'second_review_needed' });
    expect(decideCdeTransition('clear', state('in_second_review', false), [])).toMatchObject({ ok: false, status: 403 });
  });

  it('approves first to second review, second to approved, and a rejected item only for a full reviewer', () => {
    expect(decideCdeTransition('approve', state('in_first_review'), FIRST)).toEqual({ ok: true, to: 'second_review_needed' });
    expect(decideCdeTransition('approve', state('in_second_review'), SECOND)).toEqual({ ok: true, to: 'approved' });
    expect(decideCdeTransition('approve', state('rejected'), FULL)).toEqual({ ok: true, to: 'approved' });
    expect(decideCdeTransition('approve', state('rejected'), [...FIRST, ...SECOND])).toMatchObject({ ok: false, status: 403 });
    expect(decideCdeTransition('approve', state('first_review_needed', false), FIRST)).toEqual({
      ok: false,
      status: 409,
      message: 'Open this item for review before deciding on it',
    });
  });

  it('never rejects an approved, rejected or ready-for-entry item', () => {
    for (const status of ['approved', 'rejected', 'ready_for_entry'] as const) {
      expect(decideCdeTransition('reject', state(status), [...FULL, ...ENTRANT])).toEqual({
        ok: false,
        status: 409,
        message: `An item that is ${status.replace(/_/g, ' ')} cannot be rejected`,
      });
    }
    expect(decideCdeTransition('reject', state('in_second_review'), SECOND)).toEqual({ ok: true, to: 'rejected' });
  });

  it('sends an item back for update only with MODIFY_CDE_REQUEST', () => {
    expect(decideCdeTransition('update', state('in_first_review'), FIRST)).toMatchObject({ ok: false, status: 403 });
    expect(decideCdeTransition('update', state('in_first_review'), FIRST_MODIFY)).toEqual({ ok: true, to: 'ready_for_entry' });
  });

  it('submits with ADD_CDE_REQUEST and resubmits with MODIFY_CDE_REQUEST', () => {
    expect(decideCdeTransition('submit', state('ready_for_entry', false, false), held('ADD_CDE_REQUEST'))).toEqual({ ok: true, to: 'first_review_needed' });
    expect(decideCdeTransition('submit', state('ready_for_entry', false, false), held('MODIFY_CDE_REQUEST'))).toMatchObject({ ok: false, status: 403 });
    expect(decideCdeTransition('submit', state('first_review_needed', false), ENTRANT)).toMatchObject({ ok: false, status: 409 });
    expect(decideCdeTransition('resubmit', state('ready_for_entry', false, true), held('MODIFY_CDE_REQUEST'))).toEqual({ ok: true, to: 'first_review_needed' });
    expect(decideCdeTransition('resubmit', state('ready_for_entry', false, true), held('ADD_CDE_REQUEST'))).toMatchObject({ ok: false, status: 403 });
  });
});

describe('review permissions', () => {
  it('acts on its own level only, the full permission on both', () => {
    expect(canReviewStatus(FIRST, 'first_review_needed')).toBe(true);
    expect(canReviewStatus(FIRST, 'in_second_review')).toBe(false);
    expect(canReviewStatus(SECOND, 'second_review_needed')).toBe(true);
    expect(canReviewStatus(SECOND, 'in_first_review')).toBe(false);
    expect(canReviewStatus(FULL, 'in_first_review') && canReviewStatus(FULL, 'in_second_review')).toBe(true);
    expect(canReviewStatus(FULL, 'approved')).toBe(false);
  });

  it('knows a reviewer by any of the three permissions', () => {
    expect([FIRST, SECOND, FULL].every(isCdeReviewer)).toBe(true);
    expect(isCdeReviewer(ENTRANT)).toBe(false);
  });
});

describe('claim lease', () => {
  test('a claim runs out after CDE_CLAIM_LEASE_MS without renewal', () => {
    expect(CDE_CLAIM_LEASE_MS).toBe(15 * 60_000);
    expect(cdeClaimExpired(0, CDE_CLAIM_LEASE_MS - 1)).toBe(false);
    expect(cdeClaimExpired(0, CDE_CLAIM_LEASE_MS)).toBe(true);
  });
});
