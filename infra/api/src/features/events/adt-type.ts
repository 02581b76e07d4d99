/**
 * Which hospital event an ADT trigger is (SPEC §3 notification types): A01 admit → inpatient
 * admission, A04 register → ED admission, A03 discharge → inpatient discharge, or ED discharge
 * when the visit's patient class (PV1-2) is E (emergency). Anything else is not an event we track.
 */
import type { AdtEventType } from '@hearth/shared-kernel/domain';

const EMERGENCY_CLASS = 'E';

export function adtEventType(trigger: string, patientClass: string | null): AdtEventType | null {
  switch (trigger.trim().toUpperCase()) {
    case 'A01':
      return 'IP_ADMISSION';
    case 'A04':
      return 'ED_ADMISSION';
    case 'A03':
      return patientClass?.trim().toUpperCase() === EMERGENCY_CLASS ? 'ED_DISCHARGE' : 'IP_DISCHARGE';
    default:
      return null;
  }
}
