import { Hl7Message } from '@medplum/core';
import { adtEventType } from './adt-type';
import { AdtRefusal, hl7Time, readAdt } from './adt-message';
import { adtText, type AdtDraft } from '../../channels/mllp/hl7-builder';

describe('ADT trigger → event type', () => {
  test.each([
    ['A01', 'I', 'IP_ADMISSION'],
    ['A01', 'E', 'IP_ADMISSION'],
    ['A04', 'E', 'ED_ADMISSION'],
    ['A04', 'O', 'ED_ADMISSION'],
    ['A03', 'I', 'IP_DISCHARGE'],
    ['A03', null, 'IP_DISCHARGE'],
    ['A03', 'E', 'ED_DISCHARGE'],
    ['a03', ' e ', 'ED_DISCHARGE'],
  ])('%s with patient class %s is %s', (trigger, patientClass, type) => {
    expect(adtEventType(trigger, patientClass)).toBe(type);
  });

  test.each(['A08', 'A02', 'A11', ''])('%s is not an event Hearth takes', (trigger) => {
    expect(adtEventType(trigger, 'I')).toBeNull();
  });
});

const draft: AdtDraft = {
  controlId: 'C1', facility: 'RIVERSIDE_HOSP', trigger: 'A03', patientClass: 'E', mrn: 'RFP100000', lastName: 'Doe', firstName: 'Jane',
  dateOfBirth: '1960-02-14', gender: 'F', at: new Date('2026-11-20T10:15:00Z'), location: 'ED/12/A', attending: 'Okafor, Ada', reason: 'Chest pain',
};
const parse = (text: string) => Hl7Message.parse(text);

describe('reading an ADT message', () => {
  test('reads the fields Hearth keeps', () => {
    expect(readAdt(parse(adtText(draft)))).toEqual({
      controlId: 'C1', sendingFacility: 'RIVERSIDE_HOSP', trigger: 'A03', type: 'ED_DISCHARGE', occurredAt: new Date('2026-11-20T10:15:00Z'),
      mrn: 'RFP100000', firstName: 'Jane', lastName: 'Doe', dateOfBirth: '1960-02-14', patientClass: 'E', location: 'ED / 12 / A',
      attending: 'Dr. Ada Okafor', reason: 'Chest pain',
    });
  });

  test.each([
    ['no control id', adtText({ ...draft, controlId: '' }), 'AE', /MSH-10/],
    ['no PID', adtText(draft).split('\r').filter((s) => !s.startsWith('PID')).join('\r'), 'AE', /PID segment/],
    ['a date of birth that is no date', adtText({ ...draft, dateOfBirth: '1960-02-31' }), 'AE', /PID-7/],
    ['an unsupported trigger', adtText({ ...draft, trigger: 'A08' }), 'AR', /A08/],
    ['another message type', adtText(draft).replace('ADT^A03', 'ORU^R01'), 'AR', /ORU/],
  ])('refuses a message with %s', (_, text, code, reason) => {
    let refusal: unknown;
    try {
      readAdt(parse(text));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AdtRefusal);
    expect((refusal as AdtRefusal).ackCode).toBe(code);
    expect((refusal as AdtRefusal).message).toMatch(reason);
  });

  test('HL7 times: offsets, UTC without one, impossible days refused', () => {
    expect(hl7Time('20261120101500-0500')?.toISOString()).toBe('2026-11-20T15:15:00.000Z');
    expect(hl7Time('202611201015')?.toISOString()).toBe('2026-11-20T10:15:00.000Z');
    expect(hl7Time('20260231')).toBeNull();
    expect(hl7Time('yesterday')).toBeNull();
  });
});
