import type { ApiResult } from '../../lib/http/api-client.ts';

export type LoginMethod = 'email' | 'pin';

/** Which toast a failed sign-in shows (SPEC §8): throttling has its own. */
export function loginToastId(method: LoginMethod, status: number) {
  if (status === 429) return 'login-pin-throttle';
  return method === 'email' ? 'login-error' : 'login-pin-error';
}

export type SetPinOutcome =
  | { ok: true; key: 'profile.pin_set' }
  | { ok: false; key: 'profile.pin_invalid' | 'profile.pin_failed' }
  | { ok: false; message: string };

/** SPEC §8: 422 → "Invalid or unavailable PIN"; other failures the server's message; non-200 "Failed to set PIN". */
export function setPinOutcome(result: ApiResult<unknown>): SetPinOutcome {
  if (result.ok)
    return result.status === 200
      ? { ok: true, key: 'profile.pin_set' }
      : { ok: false, key: 'profile.pin_failed' };
  if (result.status === 422) return { ok: false, key: 'profile.pin_invalid' };
  if (result.error?.message) return { ok: false, message: result.error.message };
  return { ok: false, key: 'profile.pin_failed' };
}
