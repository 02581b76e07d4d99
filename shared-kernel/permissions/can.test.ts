import { can, isPermissionName, permissionCode } from './can';
import { PERMISSIONS, type PermissionName } from './codes';

describe('can', () => {
  const held = [PERMISSIONS.VIEW_PATIENT, PERMISSIONS.VIEW_TASK];

  it('allows a single held permission and refuses a missing one', () => {
    expect(can(held, 'VIEW_PATIENT')).toBe(true);
    expect(can(held, 'MODIFY_PATIENT')).toBe(false);
  });

  it('needs every permission of a list', () => {
    expect(can(held, ['VIEW_PATIENT', 'VIEW_TASK'])).toBe(true);
    expect(can(held, ['VIEW_PATIENT', 'VIEW_EVENT_NOTIFICATIONS'])).toBe(false);
  });

  it('allows an empty list (a route open to any logged-in user)', () => {
    expect(can([], [])).toBe(true);
  });

  it('throws the SPEC message for an unknown permission name', () => {
    expect(() => can(held, 'NOT_A_PERMISSION' as PermissionName)).toThrow(
      new Error('Invalid action provided for permission check'),
    );
  });

  it('throws for an unknown name even after a missing one in a list', () => {
    expect(() => can([], ['MODIFY_PATIENT', 'BOGUS' as PermissionName])).toThrow(
      'Invalid action provided for permission check',
    );
  });

  it('does not treat inherited object keys as permission names', () => {
    expect(isPermissionName('toString')).toBe(false);
    expect(() => permissionCode('constructor' as PermissionName)).toThrow('Invalid action provided for permission check');
  });

  it('maps names to the SPEC codes', () => {
    expect(permissionCode('LOGIN')).toBe('6');
    expect(permissionCode('ACCESS_HEARTH_ADMIN')).toBe('55');
    expect(permissionCode('VIEW_MEDICAL_HISTORY')).toBe('98');
  });
});

describe('permission codes', () => {
  it('are unique', () => {
    const codes = Object.values(PERMISSIONS);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
