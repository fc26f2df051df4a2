import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  acceptInvitationSchema,
  authTokenResponseSchema,
  loginSchema,
  loginWithPinSchema,
  passwordEmailSchema,
  passwordResetSchema,
  pinSchema,
  registerSchema,
  setPinSchema,
} from './auth.schema.ts';
import { emailSchema, passwordSchema, personNameSchema } from './fields.schema.ts';

/** Each refusal as "path reason": our own codes (`pin_invalid`) as written, zod's by its issue code. */
const refusals = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join('.')} ${/^[a-z_]+$/.test(issue.message) ? issue.message : issue.code}`,
      );

const registration = (
  user: Record<string, unknown> = {},
  company: Record<string, unknown> = {},
): Record<string, unknown> => ({
  user: { name: 'Awa Diop', email: 'awa@example.com', password: 'correct horse', ...user },
  company: { name: 'Boutique Awa', ...company },
});

const passwordReset = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  email: 'awa@example.com',
  otp: '123456',
  password: 'new password',
  password_confirmation: 'new password',
  ...overrides,
});

describe('emailSchema', () => {
  it('trims and lower-cases an email', () => {
    expect(emailSchema.parse('  Awa.Diop@Example.COM ')).toBe('awa.diop@example.com');
  });

  it.each(['', 'awa', 'awa@', '@example.com', 'awa@example', 'awa diop@example.com'])(
    'refuses %j',
    (email) => {
      expect(emailSchema.safeParse(email).success).toBe(false);
    },
  );

  it('accepts 254 characters and refuses 255, counted after trimming', () => {
    // Arrange
    const email254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

    // Act
    const padded = emailSchema.safeParse(`   ${email254}   `);
    const tooLong = emailSchema.safeParse(`x${email254}`);

    // Assert
    expect(email254).toHaveLength(254);
    expect(padded).toEqual({ success: true, data: email254 });
    expect(refusals(tooLong)).toEqual([' too_big']);
  });
});

describe('passwordSchema', () => {
  it('accepts 8 to 128 characters of any kind, spaces kept', () => {
    expect(passwordSchema.parse('        ')).toBe('        ');
    expect(passwordSchema.parse('x'.repeat(128))).toHaveLength(128);
  });

  it('refuses 7 characters and 129 characters', () => {
    expect(refusals(passwordSchema.safeParse('x'.repeat(7)))).toEqual([' too_small']);
    expect(refusals(passwordSchema.safeParse('x'.repeat(129)))).toEqual([' too_big']);
  });
});

describe('personNameSchema', () => {
  it('trims a name and accepts up to 120 characters', () => {
    expect(personNameSchema.parse('  Awa Diop  ')).toBe('Awa Diop');
    expect(personNameSchema.parse('n'.repeat(120))).toHaveLength(120);
  });

  it('refuses a blank name and one of 121 characters', () => {
    expect(refusals(personNameSchema.safeParse('   '))).toEqual([' too_small']);
    expect(refusals(personNameSchema.safeParse('n'.repeat(121)))).toEqual([' too_big']);
  });
});

describe('pinSchema', () => {
  it('accepts 4 non-obvious digits', () => {
    expect(pinSchema.parse('4821')).toBe('4821');
  });

  it.each(['1234', '0000', '482', '48210', 'abcd', ' 4821'])('refuses %j with pin_invalid', (pin) => {
    expect(refusals(pinSchema.safeParse(pin))).toEqual([' pin_invalid']);
  });
});

describe('registerSchema', () => {
  it('parses a sign-up and normalises name, email and currency', () => {
    // Arrange
    const input = registration(
      { name: '  Awa Diop ', email: ' Awa@Example.COM ' },
      { name: ' Boutique Awa ', currency: ' xaf ', timezone: ' Africa/Douala ', locale: 'fr' },
    );

    // Act
    const result = registerSchema.parse(input);

    // Assert
    expect(result).toEqual({
      user: { name: 'Awa Diop', email: 'awa@example.com', password: 'correct horse' },
      company: { name: 'Boutique Awa', currency: 'XAF', timezone: 'Africa/Douala', locale: 'fr' },
    });
  });

  it('leaves currency, timezone and locale optional', () => {
    expect(registerSchema.parse(registration()).company).toEqual({ name: 'Boutique Awa' });
  });

  it('refuses an unknown currency with currency_invalid', () => {
    expect(refusals(registerSchema.safeParse(registration({}, { currency: 'ZZZ' })))).toEqual([
      'company.currency currency_invalid',
    ]);
  });

  it('refuses an unknown time zone with timezone_invalid', () => {
    expect(refusals(registerSchema.safeParse(registration({}, { timezone: 'Mars/Olympus' })))).toEqual([
      'company.timezone timezone_invalid',
    ]);
  });

  it('offers only the en, fr and es interface languages', () => {
    expect(refusals(registerSchema.safeParse(registration({}, { locale: 'de' })))).toEqual([
      'company.locale invalid_value',
    ]);
  });

  it('names each refused user and company field', () => {
    // Arrange
    const input = registration({ name: ' ', email: 'awa', password: 'short' }, { name: 'c'.repeat(121) });

    // Act
    const result = registerSchema.safeParse(input);

    // Assert
    expect(refusals(result)).toEqual([
      'user.name too_small',
      'user.email invalid_format',
      'user.password too_small',
      'company.name too_big',
    ]);
  });

  it('requires both the user and the company', () => {
    expect(refusals(registerSchema.safeParse({}))).toEqual(['user invalid_type', 'company invalid_type']);
  });
});

describe('loginSchema', () => {
  it('normalises the email and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' Awa@Example.com', password: ' secret ' })).toEqual({
      email: 'awa@example.com',
      password: ' secret ',
    });
  });

  it('refuses an empty password and one over 128 characters', () => {
    expect(refusals(loginSchema.safeParse({ email: 'awa@example.com', password: '' }))).toEqual([
      'password too_small',
    ]);
    expect(refusals(loginSchema.safeParse({ email: 'awa@example.com', password: 'x'.repeat(129) }))).toEqual([
      'password too_big',
    ]);
  });
});

describe('loginWithPinSchema', () => {
  it('trims and upper-cases the company code and normalises an optional email', () => {
    expect(
      loginWithPinSchema.parse({ company_code: ' ab12cd ', pin: '4821', email: 'Awa@Example.com' }),
    ).toEqual({ company_code: 'AB12CD', pin: '4821', email: 'awa@example.com' });
  });

  it('does not apply the PIN-setting rules when signing in', () => {
    expect(loginWithPinSchema.safeParse({ company_code: 'AB12CD', pin: '1234' }).success).toBe(true);
  });

  it('bounds the company code to 4 to 16 characters after trimming', () => {
    expect(refusals(loginWithPinSchema.safeParse({ company_code: ' abc ', pin: '4821' }))).toEqual([
      'company_code too_small',
    ]);
    expect(loginWithPinSchema.safeParse({ company_code: 'A'.repeat(16), pin: '4821' }).success).toBe(true);
    expect(refusals(loginWithPinSchema.safeParse({ company_code: 'A'.repeat(17), pin: '4821' }))).toEqual([
      'company_code too_big',
    ]);
  });

  it('bounds the PIN to 1 to 16 characters', () => {
    expect(refusals(loginWithPinSchema.safeParse({ company_code: 'AB12CD', pin: '' }))).toEqual([
      'pin too_small',
    ]);
    expect(refusals(loginWithPinSchema.safeParse({ company_code: 'AB12CD', pin: '1'.repeat(17) }))).toEqual([
      'pin too_big',
    ]);
  });
});

describe('passwordEmailSchema', () => {
  it('normalises the email a reset code is sent to', () => {
    expect(passwordEmailSchema.parse({ email: ' AWA@EXAMPLE.COM ' })).toEqual({ email: 'awa@example.com' });
  });

  it('refuses a malformed email', () => {
    expect(refusals(passwordEmailSchema.safeParse({ email: 'awa' }))).toEqual(['email invalid_format']);
  });
});

describe('passwordResetSchema', () => {
  it('parses a reset with a trimmed 6-digit code', () => {
    expect(passwordResetSchema.parse(passwordReset({ email: 'Awa@Example.com', otp: ' 123456 ' }))).toEqual({
      email: 'awa@example.com',
      otp: '123456',
      password: 'new password',
      password_confirmation: 'new password',
    });
  });

  it.each(['12345', '1234567', 'abcdef', '12 456'])('refuses the code %j with otp_invalid', (otp) => {
    expect(refusals(passwordResetSchema.safeParse(passwordReset({ otp })))).toEqual(['otp otp_invalid']);
  });

  it('refuses a confirmation that differs with password_mismatch on password_confirmation', () => {
    expect(
      refusals(passwordResetSchema.safeParse(passwordReset({ password_confirmation: 'new passw0rd' }))),
    ).toEqual(['password_confirmation password_mismatch']);
  });

  it('holds the new password to the password length rule', () => {
    expect(
      refusals(
        passwordResetSchema.safeParse(passwordReset({ password: 'short', password_confirmation: 'short' })),
      ),
    ).toEqual(['password too_small']);
  });
});

describe('setPinSchema', () => {
  it('accepts a valid PIN with or without its confirmation', () => {
    expect(setPinSchema.parse({ pin: '4821', pin_confirmation: '4821' })).toEqual({
      pin: '4821',
      pin_confirmation: '4821',
    });
    expect(setPinSchema.parse({ pin: '4821' })).toEqual({ pin: '4821' });
  });

  it('refuses a banned PIN with pin_invalid on pin', () => {
    expect(refusals(setPinSchema.safeParse({ pin: '2580', pin_confirmation: '2580' }))).toEqual([
      'pin pin_invalid',
    ]);
  });

  it('refuses a confirmation that differs with pin_mismatch on pin_confirmation', () => {
    expect(refusals(setPinSchema.safeParse({ pin: '4821', pin_confirmation: '4812' }))).toEqual([
      'pin_confirmation pin_mismatch',
    ]);
  });

  it('reports an invalid PIN rather than a mismatch', () => {
    expect(refusals(setPinSchema.safeParse({ pin: '12', pin_confirmation: '4821' }))).toEqual([
      'pin pin_invalid',
    ]);
  });
});

describe('acceptInvitationSchema', () => {
  it('accepts a token, an optional trimmed name and a password', () => {
    expect(
      acceptInvitationSchema.parse({ token: 't'.repeat(10), name: ' Awa ', password: 'correct horse' }),
    ).toEqual({
      token: 't'.repeat(10),
      name: 'Awa',
      password: 'correct horse',
    });
    expect(
      acceptInvitationSchema.safeParse({ token: 't'.repeat(200), password: 'correct horse' }).success,
    ).toBe(true);
  });

  it('bounds the token to 10 to 200 characters and the password to its rule', () => {
    expect(
      refusals(acceptInvitationSchema.safeParse({ token: 't'.repeat(9), password: 'correct horse' })),
    ).toEqual(['token too_small']);
    expect(refusals(acceptInvitationSchema.safeParse({ token: 't'.repeat(201), password: 'short' }))).toEqual(
      ['token too_big', 'password too_small'],
    );
  });
});

describe('authTokenResponseSchema', () => {
  it('holds the accessToken, companyId and company_code a login answers', () => {
    // Arrange
    const answer = { accessToken: 'token', companyId: 'company-id', company_code: 'AB12CD' };

    // Act + Assert
    expect(authTokenResponseSchema.parse(answer)).toEqual(answer);
    expect(
      refusals(authTokenResponseSchema.safeParse({ accessToken: 'token', companyId: 'company-id' })),
    ).toEqual(['company_code invalid_type']);
  });
});
