import { validateCall } from './call';

describe('validateCall', () => {
  it('accepts valid numbers and a name', () => {
    expect(validateCall({ patientNumber: '555-201-0100', providerNumber: '15552010101', providerName: 'Dr. Chen' })).toEqual([]);
  });
  it('names every problem', () => {
    expect(validateCall({ patientNumber: '12', providerNumber: 'abc', providerName: '' })).toEqual([
      'Please enter a valid phone number for the patient',
      'Please enter a valid phone number for the provider',
      "Please enter provider's name",
    ]);
  });
});
