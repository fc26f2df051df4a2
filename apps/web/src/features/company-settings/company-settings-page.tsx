import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { companyQuery, variablesQuery, websiteQuery } from './api.ts';
import { CompanyDetailsForm } from './company-details-form.tsx';
import { detailsDraftOf, documentsDraftOf, websiteDraftOf } from './company-draft.ts';
import { CompanyLogoForm } from './company-logo-form.tsx';
import { DocumentSettingsForm } from './document-settings-form.tsx';
import { settingsPaths } from './paths.ts';
import { WebsiteForm } from './website-form.tsx';

/**
 * /settings/company: the company's details, logo, document settings and website, each saved on
 * its own. Anyone with company.view reads them; company.update edits them.
 */
export function CompanySettingsPage() {
  const { t } = useTranslation('company_settings');
  const session = useProductSession();
  const canView = session.can('company.view');
  const editable = session.can('company.update');
  const company = useQuery({ ...companyQuery, enabled: canView });
  const variables = useQuery({ ...variablesQuery, enabled: canView });
  const website = useQuery({ ...websiteQuery, enabled: canView });

  if (!session.ready) return <Skeleton label={t('loading')} lines={8} />;
  if (!canView) return <p role="alert">{t('forbidden')}</p>;
  const queries = [company, variables, website];
  const failed = queries.find((query) => query.isError);

  const links = [
    { href: '#details', label: t('details.title') },
    { href: '#logo', label: t('logo.title') },
    { href: '#documents', label: t('documents.title') },
    { href: '#website', label: t('website.title') },
  ];
  return (
    <div className="flex min-w-0 max-w-4xl flex-col gap-4 pb-20 sm:pb-0">
      <div className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl">{t('title')}</h1>
        <p className="text-fg-muted">{t('intro')}</p>
        <nav aria-label={t('sections')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {links.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="text-primary-text underline-offset-2 hover:underline"
            >
              {link.label}
            </a>
          ))}
          {session.can('shops.view') && (
            <Link
              to={settingsPaths.shops.list()}
              className="text-primary-text underline-offset-2 hover:underline"
            >
              {t('shops_link')}
            </Link>
          )}
          {session.can('warehouses.view') && (
            <Link
              to={settingsPaths.warehouses.list()}
              className="text-primary-text underline-offset-2 hover:underline"
            >
              {t('warehouses_link')}
            </Link>
          )}
        </nav>
        {!editable && <p className="rounded-md bg-surface-muted p-3 text-sm">{t('read_only')}</p>}
      </div>

      {failed ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <p>{failed.error?.message || t('errors.generic')}</p>
          <Button variant="outline" onClick={() => queries.forEach((query) => void query.refetch())}>
            {t('retry')}
          </Button>
        </div>
      ) : queries.some((query) => query.isPending) ? (
        <Skeleton label={t('loading')} lines={8} />
      ) : (
        <>
          {company.data && (
            <CompanyDetailsForm
              key={JSON.stringify(detailsDraftOf(company.data))}
              company={company.data}
              editable={editable}
            />
          )}
          {company.data && <CompanyLogoForm company={company.data} editable={editable} />}
          {variables.data && (
            <DocumentSettingsForm
              key={JSON.stringify(documentsDraftOf(variables.data))}
              variables={variables.data}
              editable={editable}
            />
          )}
          {website.data && (
            <WebsiteForm
              key={JSON.stringify(websiteDraftOf(website.data))}
              website={website.data}
              editable={editable}
            />
          )}
        </>
      )}
    </div>
  );
}
