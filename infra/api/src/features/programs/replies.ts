/**
 * What a text from a patient means to their programs (called from the inbound SMS path): a
 * yes/agree to an outstanding invitation makes them Agreed (answered: who agreed to which program,
 * for the confirmation text); a Stop opts them out of every program.
 * Everything else the inbound path handles as today (the text still reaches the conversation).
 */
import { isAgreement, normalizePhone } from '@hearth/shared-kernel/rules';
import type { Db } from '../../platform/db/types';
import type { Language } from '@hearth/shared-kernel/i18n';
import { smsKeyword } from '../../channels/sms/keywords';

export interface ProgramAgreement {
  patientId: string;
  orgId: string;
  orgName: string;
  programName: string;
  /** The patient's, for the confirmation text. */
  language: Language | null;
}

export async function noteProgramReply(db: Db, from: string, body: string): Promise<ProgramAgreement[]> {
  const phone = normalizePhone(from);
  if (!phone) return [];
  if (isAgreement(body)) {
    const { rows } = await db.query<{ patient_id: string; org_id: string; org_name: string; program_name: string; language: Language | null }>(
      `with agreed as (
         update patient_programs pp set status = 'Agreed', updated_at = now() from patients p
          where p.id = pp.patient_id and p.sms_phone = $1 and pp.status = 'Invited'
          returning pp.patient_id, pp.program_id, pp.invite_attempts),
       replied as (
         update outreach_attempts a set result = 'agreed', replied_at = now() from agreed
          where a.patient_id = agreed.patient_id and a.program_id = agreed.program_id and a.attempt = agreed.invite_attempts and a.result is null)
       select agreed.patient_id::text as patient_id, pr.org_id::text as org_id, o.name as org_name, pr.name as program_name,
              p.preferred_language as language
         from agreed join programs pr on pr.id = agreed.program_id join organizations o on o.id = pr.org_id
         join patients p on p.id = agreed.patient_id`,
      [phone],
    );
    return rows.map((r) => ({ patientId: r.patient_id, orgId: r.org_id, orgName: r.org_name, programName: r.program_name, language: r.language }));
  }
  if (smsKeyword(body) === 'opt_out') {
    await db.query(
      `with out as (
         update patient_programs pp set status = 'Opted Out', updated_at = now() from patients p
          where p.id = pp.patient_id and p.sms_phone = $1 and pp.status not in ('Opted Out', 'Deactivated')
          returning pp.patient_id, pp.program_id, pp.invite_attempts, pp.status)
       update outreach_attempts a set result = 'opted_out', replied_at = now() from out
        where a.patient_id = out.patient_id and a.program_id = out.program_id and a.attempt = out.invite_attempts and a.result is null and a.status = 'sent'`,
      [phone],
    );
  }
  return [];
}
