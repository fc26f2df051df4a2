import { useTranslation } from 'react-i18next';
import type { Profile } from '../../app/profile.ts';

/** Company, company code (what staff type to sign in with a PIN) and role. */
export function CompanyFacts({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-line bg-surface p-4 text-sm">
      <dt className="text-fg-muted">{t('company')}</dt>
      <dd data-testid="company-name" className="font-medium">
        {profile.company.name}
      </dd>
      <dt className="text-fg-muted">{t('company_code')}</dt>
      <dd data-testid="company-code" className="font-mono font-semibold tracking-wider">
        {profile.company.company_code}
      </dd>
      <dt className="text-fg-muted">{t('role')}</dt>
      <dd>{t(`common:role.${profile.role}`)}</dd>
    </dl>
  );
}
