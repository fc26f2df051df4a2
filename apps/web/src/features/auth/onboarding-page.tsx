import type { OnboardingStep } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { profileQuery } from '../../app/profile.ts';
import { showErrorToast } from '../../app/toasts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { CompanyFacts } from '../dashboard/company-facts.tsx';
import {
  ONBOARDING_PATH,
  type OnboardingChange,
  onboardingQuery,
  updateOnboarding,
} from './onboarding-api.ts';

/**
 * The screen where each checklist step is done (null: no screen, the step is not linked; a link to
 * a missing route would land on the dashboard).
 */
export const ONBOARDING_STEP_PATHS: Record<OnboardingStep, string | null> = {
  company_details: '/settings/company#details',
  currency: '/settings/company#details',
  first_shop: '/settings/shops',
  first_product: '/products/create',
  invite_staff: '/users/create',
};

/** /onboarding: where sign-up lands; the company code to share, then the guided checklist. */
export function OnboardingPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const checklist = useQuery(onboardingQuery);
  const change = useMutation({
    mutationFn: (input: OnboardingChange) => updateOnboarding(input),
    meta: { path: ONBOARDING_PATH },
    onSuccess: (data, input) => {
      queryClient.setQueryData(onboardingQuery.queryKey, data);
      if (input.dismissed) navigate('/dashboard');
    },
    onError: (error) => showErrorToast('onboarding-error', error.message),
  });

  const stepLabel = (step: OnboardingStep) => t(`onboarding.steps.${step}`);
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3">
        <h1 className="font-semibold text-2xl">{t('onboarding.title')}</h1>
        {profile.data && (
          <>
            <p className="text-lg">{t('dashboard:greeting', { name: profile.data.name })}</p>
            <p className="text-fg-muted">{t('onboarding.text')}</p>
            <CompanyFacts profile={profile.data} />
          </>
        )}
      </section>

      <section
        aria-labelledby="checklist-title"
        className="rounded-lg border border-line bg-surface p-4 sm:p-6"
      >
        <h2 id="checklist-title" className="mb-3 font-semibold text-lg">
          {t('onboarding.checklist')}
        </h2>
        {checklist.isPending && <Skeleton label={t('common:common.loading')} />}
        {checklist.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-danger-text">{t('onboarding.load_error')}</p>
            <Button variant="outline" size="small" onClick={() => void checklist.refetch()}>
              {t('onboarding.retry')}
            </Button>
          </div>
        )}
        {checklist.data && (
          <>
            <div className="mb-4 flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={t('onboarding.checklist')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={checklist.data.progress}
                className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
              >
                <div className="h-full bg-primary" style={{ width: `${checklist.data.progress}%` }} />
              </div>
              <span className="text-fg-muted text-sm">
                {t('onboarding.progress', { progress: checklist.data.progress })}
              </span>
            </div>
            {checklist.data.completed && <p className="mb-3 font-medium">{t('onboarding.completed')}</p>}
            <ol className="flex flex-col divide-y divide-line">
              {checklist.data.steps.map((step) => (
                <li key={step.key} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      <StepTitle
                        label={stepLabel(step.key)}
                        path={step.done ? null : ONBOARDING_STEP_PATHS[step.key]}
                      />
                    </p>
                    <p className="text-fg-muted text-sm">{t(`onboarding.hints.${step.key}`)}</p>
                  </div>
                  {step.done ? (
                    <Badge color="green">{t('onboarding.done')}</Badge>
                  ) : step.skipped ? (
                    <>
                      <Badge color="amber">{t('onboarding.skipped')}</Badge>
                      <Button
                        variant="ghost"
                        size="small"
                        disabled={change.isPending}
                        aria-label={`${t('onboarding.unskip')}: ${stepLabel(step.key)}`}
                        onClick={() => change.mutate({ unskip: [step.key] })}
                      >
                        {t('onboarding.unskip')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="outline"
                      size="small"
                      disabled={change.isPending}
                      aria-label={`${t('onboarding.skip')}: ${stepLabel(step.key)}`}
                      onClick={() => change.mutate({ skip: [step.key] })}
                    >
                      {t('onboarding.skip')}
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to="/dashboard"
            className="inline-flex min-h-11 items-center rounded-md bg-primary px-4 font-medium text-primary-fg text-sm hover:bg-primary-hover"
          >
            {t('dashboard:go_dashboard')}
          </Link>
          <Button
            variant="ghost"
            disabled={change.isPending}
            onClick={() => change.mutate({ dismissed: true })}
          >
            {t('onboarding.dismiss')}
          </Button>
        </div>
      </section>
    </div>
  );
}

/** A step's name, a link to its screen while there is something to do there. */
function StepTitle({ label, path }: { label: string; path: string | null }) {
  if (!path) return label;
  return (
    <Link to={path} className="text-primary-text underline underline-offset-2">
      {label}
    </Link>
  );
}
