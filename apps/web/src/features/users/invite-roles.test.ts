import { describe, expect, it } from 'vitest';
import { assignableRoles } from './invite-roles.ts';

describe('assignableRoles', () => {
  it('lets an admin give every role, admin included', () => {
    expect(assignableRoles('admin')).toContain('admin');
    expect(assignableRoles('super_admin')).toContain('admin');
  });

  it.each(['manager', 'accountant', undefined])('never lets %s give admin', (role) => {
    const roles = assignableRoles(role);
    expect(roles).not.toContain('admin');
    expect(roles).toContain('employee');
  });
});
