import { ENROLLMENT_STATUSES, type EnrollmentStatus } from '@hearth/shared-kernel/domain';
import { PROFESSIONAL_TRANSITIONS, REINVITABLE, mayTransition } from './transitions';

/** Moves outside the professional's table: the invitation, the patient's own steps and texts. */
const OTHER_MOVES: [EnrollmentStatus, EnrollmentStatus][] = [
  ...REINVITABLE.map((s): [EnrollmentStatus, EnrollmentStatus] => [s, 'sent']),
  ['initiated', 'waiting_for_phone_call'],
  ['sent', 'waiting_for_phone_call'],
  ['initiated', 'waiting_for_approval'],
  ['sent', 'waiting_for_approval'],
  ['approved', 'opted_out'],
  ['opted_out', 'approved'],
];

test('every SPEC enrollment status is reachable from not_enrolled', () => {
  const edges = new Map<EnrollmentStatus, EnrollmentStatus[]>();
  for (const [from, tos] of Object.entries(PROFESSIONAL_TRANSITIONS)) edges.set(from as EnrollmentStatus, [...tos]);
  for (const [from, to] of OTHER_MOVES) edges.get(from)!.push(to);
  const seen = new Set<EnrollmentStatus>(['not_enrolled']);
  const queue: EnrollmentStatus[] = ['not_enrolled'];
  while (queue.length) {
    for (const next of edges.get(queue.shift()!) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  expect([...seen].sort()).toEqual(Object.keys(ENROLLMENT_STATUSES).sort());
});

test('the table names every status, and decisions only follow a submission', () => {
  expect(Object.keys(PROFESSIONAL_TRANSITIONS).sort()).toEqual(Object.keys(ENROLLMENT_STATUSES).sort());
  for (const from of Object.keys(ENROLLMENT_STATUSES) as EnrollmentStatus[]) {
    expect(mayTransition(from, 'denied')).toBe(from === 'waiting_for_approval');
    expect(mayTransition(from, 'opted_out')).toBe(false);
  }
  expect(mayTransition('waiting_for_approval', 'approved')).toBe(true);
  expect(mayTransition('sent', 'approved')).toBe(false);
  expect(mayTransition('not_enrolled', 'initiated')).toBe(true);
  expect(mayTransition('approved', 'initiated')).toBe(false);
});
