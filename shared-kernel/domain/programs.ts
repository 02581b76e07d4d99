/** A patient's programs (GET /patients/:id/programs). */
import type { PROGRAM_ENROLLMENT_STATUSES } from './entities';

export type ProgramEnrollmentStatus = (typeof PROGRAM_ENROLLMENT_STATUSES)[number];

/** GET /patients/:id/programs: one per program the patient is in. */
export interface ProgramEnrollment {
  programId: string;
  programName: string;
  status: ProgramEnrollmentStatus;
  /** Invites tried so far (SPEC §9: at most 3). */
  inviteAttempts: number;
  updatedAt: string | null;
}
