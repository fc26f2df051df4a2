import { httpTransport } from './http-transport.ts';

/** One captured event, in the shape of the PostHog capture API. */
export interface CaptureEvent {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  /** ISO 8601. */
  timestamp: string;
}

/** Sends one event somewhere; it must not throw (analytics never breaks the app). */
export type AnalyticsTransport = (event: CaptureEvent) => void;

export interface UserTraits {
  user_role?: string;
}

export interface Analytics {
  /** False when no product-analytics key is configured: every call does nothing. */
  readonly enabled: boolean;
  capture(event: string, properties?: Record<string, unknown>): void;
  /** A `$pageview` for an in-app route change. */
  pageview(path: string): void;
  /** Ties the following events to the user, with their role as a person property. */
  identify(userId: string, traits?: UserTraits): void;
  /** Groups the following events, e.g. by company: group('company', companyId). */
  group(type: string, key: string): void;
  /** Forgets the user and groups (on logout). */
  reset(): void;
}

export interface AnalyticsOptions {
  /** The product-analytics project key; without one the client is a no-op. */
  key?: string | undefined;
  /** The analytics server, for the default HTTP transport. */
  host?: string | undefined;
  transport?: AnalyticsTransport;
  now?: () => Date;
  newId?: () => string;
  /** Prefixed to paths in `$current_url`. */
  origin?: string;
}

const noop = () => {};

export const disabledAnalytics: Analytics = {
  enabled: false,
  capture: noop,
  pageview: noop,
  identify: noop,
  group: noop,
  reset: noop,
};

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const key = options.key?.trim();
  if (!key) return disabledAnalytics;
  const transport = options.transport ?? httpTransport({ key, host: options.host });
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const origin = options.origin ?? globalThis.location?.origin ?? '';

  let distinctId = newId();
  let groups: Record<string, string> = {};
  let userProperties: UserTraits = {};

  function capture(event: string, properties: Record<string, unknown> = {}) {
    const groupProperties = Object.keys(groups).length > 0 ? { $groups: { ...groups } } : {};
    transport({
      event,
      distinct_id: distinctId,
      properties: { ...userProperties, ...groupProperties, ...properties },
      timestamp: now().toISOString(),
    });
  }

  return {
    enabled: true,
    capture,
    pageview(path) {
      capture('$pageview', { $current_url: `${origin}${path}`, $pathname: path });
    },
    identify(userId, traits = {}) {
      const anonymousId = distinctId;
      distinctId = userId;
      userProperties = { ...traits };
      capture('$identify', { $anon_distinct_id: anonymousId, $set: { ...traits } });
    },
    group(type, groupKey) {
      groups = { ...groups, [type]: groupKey };
      capture('$groupidentify', { $group_type: type, $group_key: groupKey });
    },
    reset() {
      distinctId = newId();
      groups = {};
      userProperties = {};
    },
  };
}
