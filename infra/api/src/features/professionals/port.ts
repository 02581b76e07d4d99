/**
 * The port of professionals: what other features use of professionals: their records and memberships (sign-in), the care-team member shape and who a task may be assigned to.
 * Other features import this module only, never the folder's other files.
 */
export { type CareTeamMemberRow, isOrgCareTeamMember, taskProfessionals, taskProfessionalsSql, toCareTeamMember } from './care-team';
export { findProfessionalById, findProfessionalByUsername, type MembershipRow, membershipsOf, type ProfessionalRecord, toMemberships } from './queries';
