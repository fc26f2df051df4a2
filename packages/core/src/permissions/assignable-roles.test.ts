import { describe, expect, it } from 'vitest';
import { assignableRoles, isAdminRole } from './roles.ts';

describe('who may give which role', () => {
  it('lets admins and the super-admin give every role, admin included', () => {
    expect(assignableRoles('admin')).toEqual(['admin', 'manager', 'accountant', 'employee', 'courrier']);
    expect(assignableRoles('super_admin')).toContain('admin');
  });

  it('keeps the admin role out of reach of everyone else', () => {
    for (const role of ['manager', 'accountant', 'employee', 'courrier', 'stranger', null]) {
      expect(assignableRoles(role)).toEqual(['manager', 'accountant', 'employee', 'courrier']);
      expect(isAdminRole(role)).toBe(false);
    }
  });
});
