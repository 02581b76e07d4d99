/** Care team members (GET /patients/:id/care-team, GET /roster-professional). */

/** A member of a care team (GET /patients/:id/care-team, GET /roster-professional). */
export interface CareTeamMember {
  id: string;
  /** SPEC title option (Dr., Ms. …); `prefix` carries the same value for task pickers. */
  title: string | null;
  prefix: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
  /** SPEC role label (Physician, Case Manager …) in this organisation. */
  role: string;
  email: string;
  userName: string;
  /** On the patient's care team: whether this member is the primary contact. */
  primary?: boolean;
}
