import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../lib/http/api-client.ts';
import { loginToastId, setPinOutcome } from './auth-outcomes.ts';

describe('the toast a failed sign-in shows (SPEC §8)', () => {
  it('a wrong email or password shows login-error', () => {
    expect(loginToastId('email', 422)).toBe('login-error');
  });

  it('a wrong company code or PIN shows login-pin-error', () => {
    expect(loginToastId('pin', 422)).toBe('login-pin-error');
    expect(loginToastId('pin', 401)).toBe('login-pin-error');
  });

  it('a 429 shows login-pin-throttle', () => {
    expect(loginToastId('pin', 429)).toBe('login-pin-throttle');
  });
});

const failure = (status: number, message: string): ApiResult<never> => ({
  ok: false,
  status,
  data: null,
  error: { status, message, errors: {}, retryAfter: null },
});

describe('the set-PIN messages of SPEC §8', () => {
  it('a 200 says "PIN set successfully"', () => {
    expect(setPinOutcome({ ok: true, status: 200, data: {}, error: null })).toEqual({
      ok: true,
      key: 'profile.pin_set',
    });
  });

  it('another success status says "Failed to set PIN"', () => {
    expect(setPinOutcome({ ok: true, status: 204, data: null, error: null })).toEqual({
      ok: false,
      key: 'profile.pin_failed',
    });
  });

  it('a 422 says "Invalid or unavailable PIN", whatever the server wrote', () => {
    expect(setPinOutcome(failure(422, 'This PIN is too easy to guess.'))).toEqual({
      ok: false,
      key: 'profile.pin_invalid',
    });
  });

  it("other failures show the server's message", () => {
    expect(setPinOutcome(failure(429, 'Too many attempts.'))).toEqual({
      ok: false,
      message: 'Too many attempts.',
    });
  });

  it('a failure without a message says "Failed to set PIN"', () => {
    expect(setPinOutcome(failure(500, ''))).toEqual({ ok: false, key: 'profile.pin_failed' });
  });
});
