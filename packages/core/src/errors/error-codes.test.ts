import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, isErrorCode } from './error-codes.ts';

describe('ERROR_STATUS', () => {
  it('maps every code to a 4xx or 5xx status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(Number.isInteger(status), code).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('answers the statuses CONTRACT.md §2 names', () => {
    expect(ERROR_STATUS).toMatchObject({
      bad_request: 400,
      unknown_parameter: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      duplicate: 409,
      payload_too_large: 413,
      validation_failed: 422,
      throttled: 429,
    });
  });

  it('keeps 5xx for server faults: no refused input answers 500', () => {
    // Act
    const serverFaults = Object.entries(ERROR_STATUS).filter(([, status]) => status >= 500);

    // Assert
    // A payment provider that fails is a fault upstream (502 Bad Gateway), never the client's input.
    expect(Object.fromEntries(serverFaults)).toEqual({
      internal: 500,
      payment_provider_failed: 502,
      service_unavailable: 503,
    });
  });
});

describe('isErrorCode', () => {
  it('recognises every code of ERROR_STATUS', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(isErrorCode(code)).toBe(true);
  });

  it.each(['', 'teapot', 'NOT_FOUND', 'not found'])('refuses the unknown code %j', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'refuses the inherited property %j',
    (value) => {
      expect(isErrorCode(value)).toBe(false);
    },
  );

  it.each([404, null, undefined, {}, ['not_found']])('refuses the non-string %j', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });
});
