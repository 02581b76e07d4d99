/**
 * Builds ADT messages the way a hospital's engine sends them (MSH, EVN, PID, PV1, PV2), for the
 * demo command, the demo data, the tests and the benchmark. Not used to read messages.
 */
export interface AdtDraft {
  controlId: string;
  facility: string;
  trigger: 'A01' | 'A03' | 'A04' | string;
  /** PV1-2: I inpatient, E emergency, O outpatient. */
  patientClass: string;
  mrn: string;
  lastName: string;
  firstName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  gender?: 'M' | 'F' | 'U';
  /** PID-11: street, city, state, ZIP. */
  address?: { street: string; city: string; state: string; zip: string };
  /** PID-13: a US number; `mobile` marks it a cell phone (CP). */
  phone?: { areaCode: string; localNumber: string; mobile?: boolean };
  at: Date;
  location?: string;
  attending?: string;
  reason?: string;
}

/** A Date as HL7 DTM with an explicit UTC offset. */
const hl7Stamp = (d: Date) => `${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}+0000`;

const clean = (v: string) => v.replace(/[|^~\\&\r\n]/g, ' ');

export function adtText(d: AdtDraft): string {
  const stamp = hl7Stamp(d.at);
  const dob = d.dateOfBirth ? d.dateOfBirth.replace(/-/g, '') : '';
  const [unit = '', room = '', bed = ''] = (d.location ?? '').split('/').map((s) => clean(s.trim()));
  const [attLast = '', attFirst = ''] = (d.attending ?? '').split(',').map((s) => clean(s.trim()));
  const address = d.address ? [d.address.street, '', d.address.city, d.address.state, d.address.zip, 'USA', 'H'].map(clean).join('^') : '';
  const phone = d.phone ? ['', 'PRN', d.phone.mobile ? 'CP' : 'PH', '', '1', d.phone.areaCode, d.phone.localNumber].map(clean).join('^') : '';
  return [
    `MSH|^~\\&|EPIC|${clean(d.facility)}|HEARTH|HEARTH|${stamp}||ADT^${d.trigger}^ADT_${d.trigger === 'A04' ? 'A01' : d.trigger}|${clean(d.controlId)}|P|2.5.1`,
    `EVN|${d.trigger}|${stamp}`,
    `PID|1||${clean(d.mrn)}^^^${clean(d.facility)}^MR||${clean(d.lastName)}^${clean(d.firstName)}||${dob}|${d.gender ?? 'U'}|||${address}||${phone}`,
    `PV1|1|${d.patientClass}|${unit}^${room}^${bed}^${clean(d.facility)}||||1234^${attLast}^${attFirst}^^^Dr.`,
    `PV2|||^${clean(d.reason ?? '')}`,
  ].join('\r');
}
