import { useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../../../lib/http/api-client.ts';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it has a network (false is sure; true may still fail to reach the server). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);

/** A request that never got an answer (no network, server unreachable), as the API client reports it. */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 0;
