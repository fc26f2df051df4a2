import type { AnalyticsTransport } from './analytics.ts';

export const DEFAULT_ANALYTICS_HOST = 'https://eu.i.posthog.com';

export interface HttpTransportOptions {
  key: string;
  host?: string | undefined;
  fetch?: typeof fetch;
}

/** Posts each event to the analytics server's capture endpoint; failures are dropped. */
export function httpTransport({ key, host, fetch: send = fetch }: HttpTransportOptions): AnalyticsTransport {
  const url = `${(host ?? DEFAULT_ANALYTICS_HOST).replace(/\/+$/, '')}/capture/`;
  return (event) => {
    try {
      send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ api_key: key, ...event }),
        // Lets the last pageview leave when the tab closes.
        keepalive: true,
      }).catch(() => {});
    } catch {
      // No network API at all: analytics is best effort.
    }
  };
}
