/**
 * Set in local storage, makes the signed-in shell throw while rendering, so that the browser tests
 * can check the crash screen on the real build. Its value is the error message.
 */
export const CRASH_PROBE_KEY = 'comptoir.test.crash';

/**
 * Renders nothing, or throws while CRASH_PROBE_KEY is set. Only someone with access to this
 * browser's storage can set it, and it crashes nothing but their own screen: unlike a route or a
 * query flag, no link can trigger it.
 */
export function CrashProbe({ storage = localStorage }: { storage?: Pick<Storage, 'getItem'> }) {
  const message = storage.getItem(CRASH_PROBE_KEY);
  if (message !== null) throw new Error(message || 'Crash probe');
  return null;
}
