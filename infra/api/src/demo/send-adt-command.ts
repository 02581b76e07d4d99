/**
 * The demo command: sends a few realistic ADT messages over MLLP to the running stack and prints
 * each ACK. `pnpm --filter @hearth/api run adt:demo` (HEARTH_MLLP_HOST / HEARTH_MLLP_PORT to aim
 * elsewhere than 127.0.0.1:2575). Each run sends new control ids, so each is stored.
 */
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import { adtText, type AdtDraft } from '../channels/mllp/hl7-builder';

const host = process.env.HEARTH_MLLP_HOST ?? '127.0.0.1';
const port = Number(process.env.HEARTH_MLLP_PORT ?? 2575);
const run = Date.now().toString(36).toUpperCase();
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

// Riverside's demo patients RFP100000 and RFP100003 (dr.chen is on their care teams), one
// patient the hospital knows by name and birth date only, one Hearth has never seen, a Lakeside
// discharge, and a facility no organisation is mapped to (answered AR).
const drafts: AdtDraft[] = [
  { controlId: `${run}-1`, facility: 'RIVERSIDE_HOSP', trigger: 'A04', patientClass: 'E', mrn: 'RFP100000', lastName: '', firstName: '', dateOfBirth: null, at: minutesAgo(45), location: 'ED/12/A', attending: 'Okafor, Ada', reason: 'Chest pain' },
  { controlId: `${run}-2`, facility: 'RIVERSIDE_HOSP', trigger: 'A01', patientClass: 'I', mrn: 'RFP100003', lastName: '', firstName: '', dateOfBirth: null, at: minutesAgo(20), location: '4W/401/B', attending: 'Patel, Raj', reason: 'Pneumonia' },
  { controlId: `${run}-3`, facility: 'RIVERSIDE_HOSP', trigger: 'A03', patientClass: 'E', mrn: 'RFP100000', lastName: '', firstName: '', dateOfBirth: null, at: minutesAgo(5), location: 'ED/12/A', attending: 'Okafor, Ada', reason: 'Chest pain, ruled out MI' },
  { controlId: `${run}-4`, facility: 'RIVERSIDE_HOSP', trigger: 'A01', patientClass: 'I', mrn: 'H-778812', lastName: 'Kowalski', firstName: 'Walter', dateOfBirth: '1948-03-09', gender: 'M', at: minutesAgo(3), location: '3E/310/A', attending: 'Patel, Raj', reason: 'Hip fracture' },
  { controlId: `${run}-5`, facility: 'LAKESIDE_HOSP', trigger: 'A03', patientClass: 'I', mrn: 'LHC100001', lastName: '', firstName: '', dateOfBirth: null, at: minutesAgo(2), location: '5N/502/A', attending: 'Nguyen, Lan', reason: 'CHF exacerbation' },
  { controlId: `${run}-6`, facility: 'NORTHGATE_HOSP', trigger: 'A01', patientClass: 'I', mrn: 'NG-1', lastName: 'Doe', firstName: 'Jane', dateOfBirth: '1970-01-01', gender: 'F', at: minutesAgo(1) },
];

async function main(): Promise<void> {
  const client = new Hl7Client({ host, port, connectTimeout: 5_000 });
  try {
    for (const draft of drafts) {
      const ack = await client.sendAndWait(Hl7Message.parse(adtText(draft)), { timeoutMs: 10_000 });
      const msa = ack.getSegment('MSA');
      console.log(`${draft.facility} ADT^${draft.trigger} ${draft.controlId} → ${msa?.getField(1).toString()} ${msa?.getField(3).toString() ?? ''}`);
    }
  } finally {
    await client.close();
  }
}

main().catch((error: Error) => {
  console.error(`Could not send the demo ADT messages to ${host}:${port}: ${error.message} (is the stack running?)`);
  process.exit(1);
});
