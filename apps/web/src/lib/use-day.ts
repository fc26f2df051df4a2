import { useTranslation } from 'react-i18next';

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
