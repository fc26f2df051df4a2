import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profileQuery } from '../../app/profile.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { CompanyFacts } from './company-facts.tsx';

/** /dashboard: the landing screen after login; the analytics issue fills it. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const profile = useQuery(profileQuery);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-semibold text-2xl">{t('title')}</h1>
      {profile.data && (
        <>
          <p className="text-lg">{t('greeting', { name: profile.data.name })}</p>
          <CompanyFacts profile={profile.data} />
        </>
      )}
      {profile.data?.permissions.includes('company.update') && (
        <p>
          <Link to="/onboarding" className="font-medium text-primary-text underline underline-offset-2">
            {t('resume_onboarding')}
          </Link>
        </p>
      )}
      <EmptyState title={t('placeholder')} headingLevel={2} />
    </div>
  );
}
