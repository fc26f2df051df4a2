import { APP_CATALOGUE, type AppEntry, type AppKey } from './apps.ts';

/**
 * Apps of SPEC §6's catalogue whose screens this build does not have yet (website, blog and WhatsApp
 * work is planned later). They stay in the menu so roles and pins keep their meaning, and their
 * path opens a page that says so instead of falling through to the dashboard.
 */
export const UPCOMING_APPS: readonly AppKey[] = [
  'website',
  'pages',
  'blogs',
  'domains',
  'whatsapp',
  'webhooks',
];

export const isUpcoming = (entry: Pick<AppEntry, 'key'>): boolean => UPCOMING_APPS.includes(entry.key);

/** The catalogue entries of the upcoming apps (their menu paths). */
export const upcomingEntries = (): AppEntry[] => APP_CATALOGUE.filter(isUpcoming);
