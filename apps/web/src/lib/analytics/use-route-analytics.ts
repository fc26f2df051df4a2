import { useEffect, useRef } from 'react';
import type { Analytics } from './analytics.ts';
import { productAnalytics } from './product-analytics.ts';

/** Sends a `$pageview` each time the route changes (SPEC §7). */
export function useRouteAnalytics(pathname: string, analytics: Analytics = productAnalytics): void {
  // StrictMode runs effects twice in development; one route change is one pageview.
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    analytics.pageview(pathname);
  }, [pathname, analytics]);
}
