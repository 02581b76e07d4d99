import { formatFullName, formatProfessionalName, formatSortableName } from './names';

describe('formatProfessionalName', () => {
  it('joins prefix, first and last name, then the suffix', () => {
    expect(formatProfessionalName({ prefix: 'Dr.', firstName: 'Amy', lastName: 'Chen', suffix: 'MD' })).toBe('Dr. Amy Chen, MD');
  });
  it('uses the title when there is no prefix and drops missing parts', () => {
    expect(formatProfessionalName({ title: 'Ms.', firstName: 'Lee', lastName: 'Park', suffix: null })).toBe('Ms. Lee Park');
    expect(formatProfessionalName({ firstName: ' Sam ', lastName: 'Ortiz', suffix: ' RN ' })).toBe('Sam Ortiz, RN');
  });
});

describe('formatSortableName and formatFullName', () => {
  it('puts the last name first for scanning, and first-last otherwise', () => {
    expect(formatSortableName({ firstName: 'Amy', lastName: 'Chen' })).toBe('Chen, Amy');
    expect(formatSortableName({ lastName: 'Chen' })).toBe('Chen');
    expect(formatFullName({ firstName: 'Amy', lastName: 'Chen' })).toBe('Amy Chen');
  });
});
