import type { CompanyWithSubscription } from '@comptoir/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { ImageDropzone, type UploadFn } from '../../components/media/image-dropzone.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/http/api-client.ts';
import { clearLogo, setLogo } from './api.ts';
import { SettingsSection } from './settings-section.tsx';

const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

/** Why a logo was refused: the server's words for the file, else its message. */
function refusal(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.result.error) {
    return error.result.error.errors.media_id?.join(' ') ?? error.result.error.message;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The logo printed top-left on invoices, quotations and credit notes: uploaded (PNG, JPEG or WebP,
 * at most 2 MB) with its progress, then made the company's; shown as documents will print it.
 */
export function CompanyLogoForm({
  company,
  editable,
  upload,
}: {
  company: CompanyWithSubscription;
  editable: boolean;
  /** tests pass their own upload */
  upload?: UploadFn;
}) {
  const { t } = useTranslation('company_settings');
  const [error, setError] = useState<string | null>(null);
  const choose = useMutation({ mutationFn: setLogo, meta: { path: 'company' } });
  const remove = useMutation({ mutationFn: clearLogo, meta: { path: 'company' } });

  const uploaded = (ids: string[]) => {
    const [id] = ids;
    if (!id) return;
    setError(null);
    choose.mutate(id, {
      onSuccess: () => showSuccessToast('company-logo-saved', t('logo.saved')),
      onError: (failure) => {
        setError(refusal(failure, t('errors.generic')));
        showErrorToast('company-logo-error', refusal(failure, t('errors.generic')));
      },
    });
  };
  const removeLogo = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => showSuccessToast('company-logo-removed', t('logo.removed')),
      onError: (failure) => showErrorToast('company-logo-error', refusal(failure, t('errors.generic'))),
    });
  };

  return (
    <SettingsSection id="logo" title={t('logo.title')} text={t('logo.text')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <figure className="flex shrink-0 flex-col gap-1">
          <div className="flex h-24 w-48 items-center justify-center rounded-md border border-line border-dashed bg-white p-2">
            {company.logo ? (
              <img
                src={company.logo.thumbnail_url}
                alt={t('logo.current')}
                className="max-h-full max-w-full object-contain"
              />
            ) : (
              <span className="text-center text-gray-600 text-sm">{t('logo.none')}</span>
            )}
          </div>
          <figcaption className="text-fg-muted text-xs">{t('logo.preview')}</figcaption>
        </figure>
        {editable && (
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <ImageDropzone
              target={{ model: 'company', collection: 'logo' }}
              accept={LOGO_TYPES}
              multiple={false}
              disabled={choose.isPending}
              onUploaded={uploaded}
              title={t('logo.drop')}
              hint={t('logo.hint')}
              {...(upload ? { upload } : {})}
            />
            {choose.isPending && <p className="text-sm">{t('saving')}</p>}
            {error && (
              <p role="alert" className="text-danger-text text-sm">
                {error}
              </p>
            )}
            {company.logo && (
              <div>
                <Button
                  variant="ghostDanger"
                  onClick={removeLogo}
                  loading={remove.isPending}
                  loadingLabel={t('saving')}
                >
                  {t('logo.remove')}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
