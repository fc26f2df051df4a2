import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/date-time-format.ts';
import { profileQuery } from './profile.ts';

/**
 * A date and time in the user's language and the company's time zone (the browser's until the
 * profile is known), the way every screen writes it; `compact` leaves out the current year, for lists.
 * In app/ because it reads the signed-in profile; the formatting itself is lib's `formatDateTime`.
 */
export function useDateTime({ compact = false }: { compact?: boolean } = {}) {
  const { i18n } = useTranslation();
  // Reads the signed-in profile the shell has loaded; never fetches it on its own.
  const profile = useQuery({ ...profileQuery, enabled: false });
  const timeZone = profile.data?.company.timezone;
  return (iso: string | null | undefined) =>
    iso
      ? formatDateTime(iso, {
          locale: i18n.language,
          timeZone: typeof timeZone === 'string' ? timeZone : null,
          compact,
        })
      : '';
}
