/** Demo data of the patient app: education articles (and, once patients exist, their enrollments). */
import type { Queryable } from '../db/types';
import { seedEducationArticles } from './education-articles';

export async function seedPatientApp(q: Queryable): Promise<void> {
  await seedEducationArticles(q);
}
