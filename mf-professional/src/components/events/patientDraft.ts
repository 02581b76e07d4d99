/**
 * The add-patient form's starting values from the patient a hospital sent (the event's PID): as
 * sent, for the person to check; a number the hospital marked a cell phone is also the mobile for texts.
 */
import type { Hl7Patient, NewPatient } from '@hearth/shared-kernel/domain';

export function patientDraftOf(patient: Hl7Patient | null): Partial<NewPatient> {
  if (!patient) return {};
  return {
    mrn: patient.mrn ?? '',
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth ?? '',
    gender: patient.gender,
    voicePhoneNumber: patient.phone,
    smsPhoneNumber: patient.phoneIsMobile ? patient.phone : null,
    address: patient.address,
  };
}
