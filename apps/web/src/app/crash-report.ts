import { api } from './api.ts';

/** SPEC §2: a crash is reported with its component stack to the API's client-error log. */
export function reportCrash(error: unknown, componentStack: string) {
  const failure = error instanceof Error ? error : new Error(String(error));
  void api.post('client-errors', {
    message: failure.message.slice(0, 2000) || 'Unknown error',
    stack: failure.stack?.slice(0, 10_000),
    component_stack: componentStack.slice(0, 10_000),
    url: window.location.href.slice(0, 2000),
    client_version: __APP_VERSION__,
  });
}
