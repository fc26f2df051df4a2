import { describe, expect, it, vi } from 'vitest';
import { type AnalyticsOptions, type CaptureEvent, createAnalytics } from './analytics.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');

function fakeAnalytics(overrides: AnalyticsOptions = {}) {
  const sent: CaptureEvent[] = [];
  let ids = 0;
  const analytics = createAnalytics({
    key: 'phc_test',
    transport: (event) => sent.push(event),
    now: () => NOW,
    newId: () => `anon-${++ids}`,
    origin: 'https://app.comptoir.test',
    ...overrides,
  });
  return { analytics, sent };
}

describe('createAnalytics', () => {
  it('is a no-op unless a key is configured', () => {
    const transport = vi.fn();

    for (const key of [undefined, '', '  ']) {
      const analytics = createAnalytics({ key, transport });
      analytics.pageview('/dashboard');
      analytics.identify('user-1', { user_role: 'admin' });
      analytics.group('company', 'company-1');
      expect(analytics.enabled).toBe(false);
    }

    expect(transport).not.toHaveBeenCalled();
  });

  it('pageview sends $pageview with the path and full URL', () => {
    const { analytics, sent } = fakeAnalytics();

    analytics.pageview('/orders');

    expect(sent).toEqual([
      {
        event: '$pageview',
        distinct_id: 'anon-1',
        properties: { $current_url: 'https://app.comptoir.test/orders', $pathname: '/orders' },
        timestamp: '2026-11-22T10:00:00.000Z',
      },
    ]);
  });

  it('identify links the anonymous visitor to the user and sets user_role', () => {
    const { analytics, sent } = fakeAnalytics();
    analytics.pageview('/login');

    analytics.identify('user-7', { user_role: 'manager' });
    analytics.pageview('/dashboard');

    expect(sent[1]).toMatchObject({
      event: '$identify',
      distinct_id: 'user-7',
      properties: { $anon_distinct_id: 'anon-1', $set: { user_role: 'manager' } },
    });
    expect(sent[2]).toMatchObject({ distinct_id: 'user-7', properties: { user_role: 'manager' } });
  });

  it("group('company', id) identifies the group and tags the following events", () => {
    const { analytics, sent } = fakeAnalytics();
    analytics.identify('user-7', { user_role: 'admin' });

    analytics.group('company', 'company-3');
    analytics.pageview('/dashboard');

    expect(sent[1]).toMatchObject({
      event: '$groupidentify',
      properties: { $group_type: 'company', $group_key: 'company-3' },
    });
    expect(sent[2]?.properties).toMatchObject({ $groups: { company: 'company-3' } });
  });

  it('reset forgets the user and the company', () => {
    const { analytics, sent } = fakeAnalytics();
    analytics.identify('user-7', { user_role: 'admin' });
    analytics.group('company', 'company-3');

    analytics.reset();
    analytics.pageview('/login');

    const last = sent.at(-1);
    expect(last?.distinct_id).toBe('anon-2');
    expect(last?.properties).toEqual({
      $current_url: 'https://app.comptoir.test/login',
      $pathname: '/login',
    });
  });
});
