import { isHostPath } from './hostPaths';

describe('isHostPath', () => {
  it('knows the host pages, with or without a trailing slash', () => {
    expect(isHostPath('/')).toBe(true);
    expect(isHostPath('/login')).toBe(true);
    expect(isHostPath('/login/callback')).toBe(true);
    expect(isHostPath('/organizations/')).toBe(true);
  });

  it('leaves everything else to the areas', () => {
    expect(isHostPath('/login/other')).toBe(false);
    expect(isHostPath('/professional/roster')).toBe(false);
    expect(isHostPath('/enrollment/privacy-policy')).toBe(false);
  });
});
