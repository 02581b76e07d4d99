/** An organisation as GET /organizations/:orgId answers it: its name, parent and child organisations. */
export interface OrganizationDetails {
  id: string;
  name: string;
  parentId: string | null;
  orgs: { id: string; name: string }[];
}
