import { ROLES, type Role } from '@comptoir/core';

/** The roles the signed-in user may give a new staff member: only admins can make admins. */
export function assignableRoles(role: string | null | undefined): Role[] {
  const isAdmin = role === 'admin' || role === 'super_admin';
  return ROLES.filter((candidate) => isAdmin || candidate !== 'admin');
}
