/**
 * Demo data of the patient app: education articles, and MODIFY_ENROLLMENT (approving enrollments)
 * for the practising demo professionals dr.chen and nurse.kim.
 */
import { PERMISSIONS } from '@hearth/shared-kernel/permissions';
import type { Queryable } from '../db/types';
import { demoAccount } from './demo-accounts';
import { seedEducationArticles } from './education-articles';

export const ENROLLMENT_APPROVERS = ['dr.chen', 'nurse.kim'];

export async function seedPatientApp(q: Queryable): Promise<void> {
  await seedEducationArticles(q);
  for (const username of ENROLLMENT_APPROVERS) {
    await q.query(
      `update professional_org_roles set permissions = array_append(permissions, $2)
        where professional_id = $1 and not ($2 = any(permissions))`,
      [demoAccount(username).id, PERMISSIONS.MODIFY_ENROLLMENT],
    );
  }
}
