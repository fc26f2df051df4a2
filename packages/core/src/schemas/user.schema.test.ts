import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROLES } from '../permissions/roles.ts';
import {
  profileUpdateSchema,
  roleSchema,
  userCreateSchema,
  userSchema,
  userStatusSchema,
  userUpdateSchema,
} from './user.schema.ts';

/** Each refusal as "path reason": our own codes as written, zod's by its issue code. */
const refusals = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join('.')} ${/^[a-z_]+$/.test(issue.message) ? issue.message : issue.code}`,
      );

const SHOP_ID = '0b6c1f4e-8d2a-4c3b-9e5f-1a2b3c4d5e6f';

const userCreate = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Jean Mbarga',
  email: 'jean@example.com',
  role: 'employee',
  ...overrides,
});

const userRecord = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'user-id',
  name: 'Jean Mbarga',
  email: 'jean@example.com',
  phone: null,
  role: 'employee',
  status: 'active',
  has_pin: false,
  is_super_admin: false,
  locale: null,
  last_login_at: null,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

describe('roleSchema', () => {
  it.each([...ROLES])('accepts the company role %j', (role) => {
    expect(roleSchema.parse(role)).toBe(role);
  });

  it('knows exactly the five roles of SPEC §6', () => {
    expect(roleSchema.options).toEqual(['admin', 'manager', 'accountant', 'employee', 'courrier']);
  });

  it.each(['super_admin', 'owner', 'Admin', 'courier', ''])('refuses %j', (role) => {
    expect(refusals(roleSchema.safeParse(role))).toEqual([' invalid_value']);
  });
});

describe('userStatusSchema', () => {
  it('knows active, invited and deactivated users', () => {
    expect(userStatusSchema.options).toEqual(['active', 'invited', 'deactivated']);
    expect(userStatusSchema.safeParse('deleted').success).toBe(false);
  });
});

describe('userCreateSchema', () => {
  it('invites a user by email when no password is given', () => {
    expect(userCreateSchema.parse(userCreate())).toEqual(userCreate());
  });

  it('parses a full staff member and normalises name, email and phone', () => {
    // Arrange
    const input = userCreate({
      name: ' Jean Mbarga ',
      email: ' Jean@Example.COM ',
      password: 'correct horse',
      role: 'courrier',
      phone: ' 237690000000 ',
      shop_ids: [SHOP_ID],
      locale: 'fr',
    });

    // Act
    const result = userCreateSchema.parse(input);

    // Assert
    expect(result).toEqual({
      name: 'Jean Mbarga',
      email: 'jean@example.com',
      password: 'correct horse',
      role: 'courrier',
      phone: '237690000000',
      shop_ids: [SHOP_ID],
      locale: 'fr',
    });
  });

  it('requires a name, an email and a role', () => {
    expect(refusals(userCreateSchema.safeParse({}))).toEqual([
      'name invalid_type',
      'email invalid_type',
      'role invalid_value',
    ]);
  });

  it('names each refused field', () => {
    // Arrange
    const input = userCreate({
      name: 'n'.repeat(121),
      email: 'jean',
      password: 'short',
      role: 'super_admin',
      phone: '1'.repeat(33),
      shop_ids: ['main'],
      locale: 'de',
    });

    // Act
    const result = userCreateSchema.safeParse(input);

    // Assert
    expect(refusals(result)).toEqual([
      'name too_big',
      'email invalid_format',
      'password too_small',
      'role invalid_value',
      'phone too_big',
      'shop_ids.0 invalid_format',
      'locale invalid_value',
    ]);
  });

  it('gives a user at most 100 shops', () => {
    // Arrange
    const ids = Array.from(
      { length: 101 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );

    // Act + Assert
    expect(userCreateSchema.safeParse(userCreate({ shop_ids: ids.slice(0, 100) })).success).toBe(true);
    expect(refusals(userCreateSchema.safeParse(userCreate({ shop_ids: ids })))).toEqual(['shop_ids too_big']);
  });
});

describe('userUpdateSchema', () => {
  it('accepts an empty update and normalises the given fields', () => {
    expect(userUpdateSchema.parse({})).toEqual({});
    expect(userUpdateSchema.parse({ name: ' Jean ', email: 'JEAN@example.com', role: 'manager' })).toEqual({
      name: 'Jean',
      email: 'jean@example.com',
      role: 'manager',
    });
  });

  it('clears the phone and the locale with null', () => {
    expect(userUpdateSchema.parse({ phone: null, locale: null })).toEqual({ phone: null, locale: null });
  });

  it('activates or deactivates a user but never marks one invited', () => {
    expect(userUpdateSchema.parse({ status: 'deactivated' })).toEqual({ status: 'deactivated' });
    expect(userUpdateSchema.parse({ status: 'active' })).toEqual({ status: 'active' });
    expect(refusals(userUpdateSchema.safeParse({ status: 'invited' }))).toEqual(['status invalid_value']);
  });

  it('names each refused field', () => {
    expect(
      refusals(
        userUpdateSchema.safeParse({
          name: ' ',
          email: 'x',
          role: 'owner',
          phone: '1'.repeat(33),
          shop_ids: [1],
        }),
      ),
    ).toEqual([
      'name too_small',
      'email invalid_format',
      'role invalid_value',
      'phone too_big',
      'shop_ids.0 invalid_type',
    ]);
  });
});

describe('userSchema', () => {
  it('describes a user, with the shops when included', () => {
    expect(userSchema.parse(userRecord())).toEqual(userRecord());
    expect(userSchema.parse(userRecord({ shop_ids: ['shop-id'] })).shop_ids).toEqual(['shop-id']);
    expect(refusals(userSchema.safeParse(userRecord({ status: 'deleted', has_pin: 'no' })))).toEqual([
      'status invalid_value',
      'has_pin invalid_type',
    ]);
  });
});

describe('profileUpdateSchema', () => {
  it('changes name, phone, locale and password, normalised', () => {
    // Arrange
    const input = {
      name: ' Jean ',
      phone: ' 237690000000 ',
      locale: 'es',
      current_password: 'old password',
      password: 'new password',
    };

    // Act
    const result = profileUpdateSchema.parse(input);

    // Assert
    expect(result).toEqual({ ...input, name: 'Jean', phone: '237690000000' });
    expect(profileUpdateSchema.parse({ phone: null, locale: null })).toEqual({ phone: null, locale: null });
  });

  it('holds the new password to the password rule and bounds the current one', () => {
    expect(
      refusals(
        profileUpdateSchema.safeParse({ current_password: 'x'.repeat(129), password: 'x'.repeat(129) }),
      ),
    ).toEqual(['current_password too_big', 'password too_big']);
    expect(refusals(profileUpdateSchema.safeParse({ password: 'short', locale: 'it' }))).toEqual([
      'locale invalid_value',
      'password too_small',
    ]);
  });
});
