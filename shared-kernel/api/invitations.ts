/** Calls about enrollment invitations: a new link texted to a patient. */
import type { EnrollmentInvitation } from '../domain/enrollment';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/invitations';

export const invitationCalls = {
  /**
   * Takes `{ patientId }`. `EnrollmentInvitation`; a 256-bit link token (stored hashed, 7 days)
   * texted as `{portal}/enrollment?token=…`; 409 when opted out or already enrolled
   */
  invite: call<typeof S.invite, EnrollmentInvitation>()('POST', '/enrollment/invite', inOrg('INITIATE_ENROLLMENT')),
};
