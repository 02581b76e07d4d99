import { validateEnrollmentConfirmation, validateEnrollmentInfo, type EnrollmentInfoInput } from './enrollment';

const valid: EnrollmentInfoInput = {
  title: 'Ms.',
  firstName: 'Ana María',
  lastName: "O'Neil-Smith",
  email: 'ana@example.org',
  pin: '4821',
  smsPhoneNumber: '(555) 201-0100',
  voicePhoneNumber: '+1 555 201 0101',
  timeZone: 'America/Chicago',
};

describe('validateEnrollmentInfo', () => {
  it('accepts a complete form', () => {
    expect(validateEnrollmentInfo(valid)).toEqual([]);
  });

  it.each([
    ['title', 'Captain', 'Please enter a valid title.'],
    ['firstName', '', 'Please enter a valid first name.'],
    ['firstName', '123', 'Please enter a valid first name.'],
    ['lastName', '  ', 'Please enter a valid last name.'],
    ['email', 'not-an-email', 'Please enter a valid email.'],
    ['pin', '12a4', 'Please enter a valid pin.'],
    ['pin', '12345', 'Please enter a valid pin.'],
    ['smsPhoneNumber', '555-0100', 'Please enter a valid phone number for texts.'],
    ['voicePhoneNumber', '123-456-7890', 'Please enter a valid phone number for calls.'],
    ['timeZone', 'Mars/Olympus', 'Please enter a valid timezone.'],
  ] as const)('%s = %j gives %s', (field, value, message) => {
    expect(validateEnrollmentInfo({ ...valid, [field]: value })).toEqual([message]);
  });

  it('requires pin, text phone and timezone', () => {
    expect(validateEnrollmentInfo({ ...valid, pin: undefined, smsPhoneNumber: undefined, timeZone: undefined })).toEqual([
      'Please enter a valid pin.',
      'Please enter a valid phone number for texts.',
      'Please enter a valid timezone.',
    ]);
  });

  it('lets email, title and voice phone be empty by default, and required on request', () => {
    const bare = { ...valid, email: '', title: undefined, voicePhoneNumber: '' };
    expect(validateEnrollmentInfo(bare)).toEqual([]);
    expect(validateEnrollmentInfo(bare, { optional: { email: false, title: false, voicePhoneNumber: false } })).toEqual([
      'Please enter a valid title.',
      'Please enter a valid email.',
      'Please enter a valid phone number for calls.',
    ]);
  });

  it('rejects values of the wrong type as a server would receive them', () => {
    expect(validateEnrollmentInfo({ ...valid, firstName: 42, pin: 4821 })).toEqual([
      'Please enter a valid first name.',
      'Please enter a valid pin.',
    ]);
  });
});

describe('validateEnrollmentConfirmation', () => {
  const ok = { firstSection: true, secondSection: true, thirdSection: true, eula: true, patientSignature: 'Ana Ruiz' };

  it('accepts every acknowledgement and the patient signature', () => {
    expect(validateEnrollmentConfirmation(ok)).toEqual([]);
  });

  it('names every missing acknowledgement, verbatim', () => {
    expect(validateEnrollmentConfirmation({})).toEqual([
      'Please acknowledge the first section of terms and conditions.',
      'Please acknowledge the second section of terms and conditions.',
      'Please acknowledge the third section of and conditions.',
      'Please review the User License Agreement.',
      'Please enter a name into the patient signature box.',
    ]);
  });

  it('treats a truthy non-boolean as not acknowledged', () => {
    expect(validateEnrollmentConfirmation({ ...ok, eula: 'yes' })).toEqual(['Please review the User License Agreement.']);
  });

  it('needs the professional signature for an assisted enrollment', () => {
    const signers = { patient: false, professional: true };
    expect(validateEnrollmentConfirmation({ ...ok, patientSignature: '' }, { signers })).toEqual([
      'Please enter a name into the professional signature box.',
    ]);
    expect(validateEnrollmentConfirmation({ ...ok, professionalSignature: 'Dr. Chen' }, { signers })).toEqual([]);
  });
});
