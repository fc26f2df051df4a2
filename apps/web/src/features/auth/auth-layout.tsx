import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';

/** The signed-out screens: one centred card, full width on phones. */
export function AuthLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-fg">
      <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="font-bold text-lg">
          <span aria-hidden="true" className="me-2 inline-block rounded bg-primary px-2 text-primary-fg">
            C
          </span>
          {t('app.name')}
        </p>
        <LanguageSwitcher className="w-40" />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-10 sm:items-center sm:px-6">
        <div className="w-full max-w-md rounded-lg border border-line bg-surface p-5 shadow-sm sm:p-8">
          <Outlet />
        </div>
      </main>
      <footer className="px-4 pb-4 text-center text-fg-muted text-sm">{t('app.tagline')}</footer>
    </div>
  );
}
