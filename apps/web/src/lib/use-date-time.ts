import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileQuery } from '../app/profile.ts';
import { formatDateTime } from './date-time-format.ts';

/**
 * A date and time in the user's language and the company's time zone (the browser's until the
 * profile is known), the way every screen writes it; `compact` leaves out the current year, for lists.
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

/** A calendar day (YYYY-MM-DD) in the user's language, the same day whatever the time zone. */
export function useDay(empty = '') {
  const { i18n } = useTranslation();
  return (day: string | null | undefined) =>
    day
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${day}T12:00:00Z`),
        )
      : empty;
}
