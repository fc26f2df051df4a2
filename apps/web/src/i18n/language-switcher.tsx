import { useTranslation } from 'react-i18next';
import { Field } from '../components/ui/field.tsx';
import { Select } from '../components/ui/select.tsx';
import { currentLocale, isLocale, LOCALE_NAMES, LOCALES, setLocale } from './i18n.ts';

const options = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** The language picker: each language is named in itself, so anyone can find theirs. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <Field label={t('language.label')} className={className}>
      <Select
        options={options}
        value={isLocale(i18n.language) ? i18n.language : currentLocale()}
        onChange={(event) => {
          if (isLocale(event.target.value)) void setLocale(event.target.value);
        }}
      />
    </Field>
  );
}
