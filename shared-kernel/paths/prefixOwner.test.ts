import { prefixOwner, publicPrefixOwner, underPrefix } from './prefixOwner';

const patient = { name: 'patient', prefixes: ['/enrollment', '/patient'], publicPrefixes: ['/enrollment'] };
const professional = { name: 'professional', prefixes: ['/professional', '/enrollment/approve'] };

describe('prefix owners', () => {
  it('matches whole segments only', () => {
    expect(underPrefix('/programs', '/programs')).toBe(true);
    expect(underPrefix('/programs/a', '/programs/')).toBe(true);
    expect(underPrefix('/programsx', '/programs')).toBe(false);
  });

  it('gives a path to the owner of its longest prefix', () => {
    expect(prefixOwner([patient, professional], '/enrollment/verify-dob')?.owner.name).toBe('patient');
    expect(prefixOwner([patient, professional], '/enrollment/approve')?.owner.name).toBe('professional');
    expect(prefixOwner([patient, professional], '/login')).toBeUndefined();
  });

  it('names the owner only when the prefix is one of its public ones', () => {
    expect(publicPrefixOwner([patient, professional], '/enrollment')?.name).toBe('patient');
    expect(publicPrefixOwner([patient, professional], '/patient/secure-chat')).toBeUndefined();
    expect(publicPrefixOwner([patient, professional], '/enrollment/approve')).toBeUndefined();
  });
});
