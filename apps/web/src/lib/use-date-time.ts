import { useTranslation } from 'react-i18next';

/** A date and time in the user's language and time zone. */
export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string | null | undefined) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '';
}
