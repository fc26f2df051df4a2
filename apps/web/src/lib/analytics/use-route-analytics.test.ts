import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { type CaptureEvent, createAnalytics } from './analytics.ts';
import { useRouteAnalytics } from './use-route-analytics.ts';

function recordingAnalytics() {
  const sent: CaptureEvent[] = [];
  const analytics = createAnalytics({ key: 'phc_test', transport: (event) => sent.push(event), origin: '' });
  const pageviews = () => sent.filter((e) => e.event === '$pageview').map((e) => e.properties.$pathname);
  return { analytics, pageviews };
}

describe('useRouteAnalytics', () => {
  it('sends a $pageview on each route change', () => {
    const { analytics, pageviews } = recordingAnalytics();
    const { rerender } = renderHook(({ path }) => useRouteAnalytics(path, analytics), {
      initialProps: { path: '/login' },
    });

    rerender({ path: '/dashboard' });
    rerender({ path: '/dashboard' });
    rerender({ path: '/orders' });

    expect(pageviews()).toEqual(['/login', '/dashboard', '/orders']);
  });

  it('sends one pageview per route under StrictMode', () => {
    const { analytics, pageviews } = recordingAnalytics();

    renderHook(() => useRouteAnalytics('/dashboard', analytics), { wrapper: StrictMode });

    expect(pageviews()).toEqual(['/dashboard']);
  });

  it('sends nothing without an analytics key', () => {
    const sent: CaptureEvent[] = [];
    const analytics = createAnalytics({ transport: (event) => sent.push(event) });

    renderHook(() => useRouteAnalytics('/dashboard', analytics));

    expect(sent).toEqual([]);
  });
});
