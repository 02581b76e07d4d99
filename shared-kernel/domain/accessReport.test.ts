import { accessOf, accessPatientsText, accessReportCsv, csvCell } from './accessReport';

describe('access report labels', () => {
  test.each([
    ['phi_read', 'GET /roster', 'Read', 'Roster'],
    ['phi_read', 'GET /CommunicationRequest', 'Read', 'Conversations'],
    ['phi_read', 'GET /Communication', 'Read', 'Messages'],
    ['phi_read', 'GET /patients/:id/care-team', 'Read', 'Care team'],
    ['patient_viewed', 'GET /patients/:id', 'Read', 'Patient record'],
    ['patient_updated', 'PUT /patients/:id/comm-prefs', 'Changed', 'Communication preferences'],
    ['message_sent', 'POST /messages', 'Changed', 'Messages'],
    ['cde_transition', 'PUT /cde/request/:id/approve', 'Changed', 'Quality considerations'],
    ['medical_history_viewed', null, 'Read', 'Medical history'],
  ])('%s on %s: %s · %s', (event, route, action, area) => {
    expect(accessOf(event, route)).toEqual({ action, area });
  });
});

describe('CSV', () => {
  test('cells that a spreadsheet would run as a formula start with a quote; quotes and commas are escaped', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=x', 'Plain'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=x", 'Plain']);
    expect(csvCell('Chen, "Mei"')).toBe('"Chen, ""Mei"""');
  });

  test('one line per row after the header, with the patients and "and N more"', () => {
    const row = { id: '1', occurredAt: '2026-11-28T21:44:00.000Z', who: 'Dr. Mei Chen MD', action: 'Read' as const, area: 'Roster', patients: [{ id: 'x', name: 'Ann Lee', mrn: 'M1' }], patientCount: 3, from: '127.0.0.1' };
    expect(accessPatientsText(row)).toBe('Ann Lee (MRN M1); and 2 more');
    expect(accessReportCsv([row], 'America/New_York')).toBe(
      'When,Who,What,Record area,Patients,From\r\n"Nov 28, 2026, 4:44 PM EST",Dr. Mei Chen MD,Read,Roster,Ann Lee (MRN M1); and 2 more,127.0.0.1\r\n',
    );
  });
});
