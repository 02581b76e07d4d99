/** Calls about enrollment invitations: a new link texted to a patient. */
import type { EnrollmentInvitation } from '../domain/enrollment';
import { inOrg } from './access';
import { call } from './call';
import type * as S from './schemas/invitations';

export const invitationCalls = {
  invite: call<typeof S.invite, EnrollmentInvitation>()('POST', '/enrollment/invite', inOrg('INITIATE_ENROLLMENT')),
};
