/**
 * Adding one patient (ADD_PATIENT), from the roster's form or from a hospital event: the kernel's
 * rules, the organisation's MRN key, the likely duplicates until the caller confirms them, then
 * the insert and its audit in one transaction, with whatever the caller writes along with it.
 * The port other features add a patient through; the answers are POST /patients's.
 */
import type { FastifyReply } from 'fastify';
import type { AddPatientAnswer, NewPatient, PatientDetail, PossibleDuplicate } from '@hearth/shared-kernel/domain';
import { NEW_PATIENT_MESSAGES, validateNewPatient } from '@hearth/shared-kernel/rules';
import { audit } from '../../platform/audit/audit';
import type { Db, Queryable } from '../../platform/db/types';
import { conflict, invalid } from '../../platform/http/answers';
import type { LiveOutlet } from '../../platform/live/fanout';
import { orgSub } from '../../platform/live/subscriptions';
import { insertPatients, isUniqueViolation, mrnTaken, possibleDuplicates, storedPatient } from './new-patients';
import { patientInOrg } from './queries';

type AddOutcome =
  | { outcome: 'invalid'; messages: string[] }
  | { outcome: 'mrn_taken' }
  | { outcome: 'possible_duplicates'; duplicates: PossibleDuplicate[] }
  | { outcome: 'created'; patient: PatientDetail };

/** Who adds, where, through which route: for the audit log. */
interface Adder {
  orgId: string;
  professionalId: string;
  route: string;
  ip: string;
}

/**
 * Adds the patient unless a rule, the MRN or an unconfirmed duplicate says no. `alongside` runs in
 * the insert's transaction with the new id; what it throws undoes the insert and reaches the caller.
 */
export async function addNewPatient(
  deps: { db: Db; live: Pick<LiveOutlet, 'publish'> },
  by: Adder,
  body: NewPatient,
  alongside?: (q: Queryable, patientId: string) => Promise<void>,
): Promise<AddOutcome> {
  const { db, live } = deps;
  const { confirmDuplicates, ...input } = body;
  const messages = validateNewPatient(input);
  if (messages.length) return { outcome: 'invalid', messages };
  const stored = storedPatient(input);
  if (await mrnTaken(db, by.orgId, stored.mrn)) return { outcome: 'mrn_taken' };
  if (!confirmDuplicates) {
    const duplicates = await possibleDuplicates(db, by.orgId, stored);
    if (duplicates.length) return { outcome: 'possible_duplicates', duplicates };
  }
  let id: string;
  try {
    id = await db.tx(async (q) => {
      const [created] = await insertPatients(q, by.orgId, [stored]);
      // Who added which patient, never the values.
      await audit(q, {
        event: 'patient_created',
        professionalId: by.professionalId,
        orgId: by.orgId,
        route: by.route,
        ip: by.ip,
        detail: { patientId: created, duplicatesConfirmed: Boolean(confirmDuplicates) },
      });
      await alongside?.(q, created);
      return created;
    });
  } catch (error) {
    // Two adds of one MRN at once: the unique key decides, the loser hears why.
    if (isUniqueViolation(error)) return { outcome: 'mrn_taken' };
    throw error;
  }
  await live.publish(orgSub(by.orgId), 'beneficiary', { patientId: id, change: 'created' });
  return { outcome: 'created', patient: (await patientInOrg(db, by.orgId, id))! };
}

/** The HTTP answer of an outcome: 400 the rule messages, 409 the MRN taken, 200 the duplicates, 201 the patient. */
export function replyToAdd(reply: FastifyReply, outcome: AddOutcome) {
  switch (outcome.outcome) {
    case 'invalid':
      return invalid(reply, outcome.messages);
    case 'mrn_taken':
      return conflict(reply, NEW_PATIENT_MESSAGES.mrnTaken);
    case 'possible_duplicates':
      return reply.status(200).send({ outcome: 'possible_duplicates', duplicates: outcome.duplicates } satisfies AddPatientAnswer);
    case 'created':
      return reply.status(201).send({ outcome: 'created', patient: outcome.patient } satisfies AddPatientAnswer);
  }
}
