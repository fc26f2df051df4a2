import { createAnalytics } from './analytics.ts';

/** The app's analytics client: a no-op unless VITE_PRODUCT_ANALYTICS_KEY is set at build time. */
export const productAnalytics = createAnalytics({
  key: import.meta.env.VITE_PRODUCT_ANALYTICS_KEY as string | undefined,
  host: import.meta.env.VITE_PRODUCT_ANALYTICS_HOST as string | undefined,
});
