import {
  type ColumnMapping,
  formatMoney,
  getCurrency,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  type ImportBatch,
  type ImportField,
} from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../app/api.ts';
import { profileQuery } from '../../app/profile.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { unwrap } from '../../lib/http/api-client.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { ImportPreviewTables } from './import-preview-tables.tsx';
import { rawRequest } from './raw-request.ts';

type Step = 'upload' | 'mapping' | 'preview' | 'done';
type Preview = NonNullable<ImportBatch['preview']>;
interface WarehouseOption {
  id: string;
  name: string;
  is_default: boolean;
  is_active: boolean;
}

const warehouseKeys = keys('warehouses');
/** Fields worth a select of their own on a phone: the rest are under "More columns". */
const MAIN_FIELDS: readonly ImportField[] = [
  'handle',
  'title',
  'sku',
  'barcode',
  'price',
  'cost',
  'quantity',
];

/**
 * /products/import: upload a CSV, map its columns, preview every row error and what each product
 * becomes (new, update), then import all or nothing.
 */
export function ImportProductsPage() {
  const { t, i18n } = useTranslation('imports');
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const inputId = useId();
  const [step, setStep] = useState<Step>('upload');
  const [batch, setBatch] = useState<ImportBatch | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [mappingErrors, setMappingErrors] = useState<Record<string, string[]>>({});
  const [fileError, setFileError] = useState<string | null>(null);
  const [commitError, setCommitError] = useState<string | null>(null);
  const [warehouseId, setWarehouseId] = useState('');
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [showAll, setShowAll] = useState(false);

  const permissions = profile.data?.permissions ?? [];
  const preview: Preview | null = batch?.preview ?? null;
  const warehouses = useQuery({
    queryKey: warehouseKeys.list({ per_page: 100, 'filter[is_active]': 'true' }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: WarehouseOption[] }>('admin/warehouses', {
          query: { per_page: 100, filter: { is_active: 'true' } },
          signal,
        }),
      ).data,
    enabled: step === 'preview' && preview?.opening_stock === true,
  });

  if (!profile.data) return null;
  if (!permissions.includes('products.create')) return <p role="alert">{t('forbidden')}</p>;
  const currency = getCurrency(profile.data.company.currency ?? 'USD') ?? { alpha: 'USD', precision: 2 };
  const money = (minor: number | null) => (minor === null ? '' : formatMoney(minor, currency, i18n.language));

  async function sendFile(file: File) {
    setFileError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setFileError(t('upload.too_big'));
      return;
    }
    setBusy(true);
    const result = await rawRequest<{ data: ImportBatch }>('POST', 'admin/imports/products', {
      body: file,
      contentType: 'text/csv',
      headers: { 'X-Filename': encodeURIComponent(file.name) },
    });
    setBusy(false);
    if (!result.ok) {
      const message = result.error?.errors.content?.[0] ?? result.error?.message ?? null;
      if (message) setFileError(message);
      return;
    }
    const created = result.data.data!.data;
    setBatch(created);
    setMapping(created.mapping);
    setMappingErrors({});
    setCommitError(null);
    setStep('mapping');
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void sendFile(file);
  }

  async function runPreview() {
    if (!batch) return;
    setBusy(true);
    setMappingErrors({});
    const result = await api.put<{ data: ImportBatch }>(`admin/imports/${batch.id}/mapping`, { mapping });
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        setMappingErrors(result.error.errors);
        showErrorToast('import-mapping-error', result.error.message);
      }
      return;
    }
    setBatch(result.data.data);
    setStep('preview');
  }

  async function commit() {
    if (!batch) return;
    setBusy(true);
    setCommitError(null);
    const result = await api.post<{ data: ImportBatch }>(`admin/imports/${batch.id}/commit`, {
      ...(preview?.opening_stock && chosenWarehouse ? { warehouse_id: chosenWarehouse } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      if (result.error) setCommitError(result.error.message);
      return;
    }
    setBatch(result.data.data);
    setStep('done');
    await queryClient.invalidateQueries({ queryKey: ['products'] });
    showSuccessToast('import-done', t('done.toast', { count: result.data.data.preview?.product_count ?? 0 }));
  }

  function restart() {
    setBatch(null);
    setMapping({});
    setFileError(null);
    setCommitError(null);
    setStep('upload');
  }

  const columnOptions = (batch?.columns ?? []).map((column) => ({ value: column, label: column }));
  const fields = showAll ? IMPORT_FIELDS : IMPORT_FIELDS.filter((f) => MAIN_FIELDS.includes(f) || mapping[f]);
  const defaultWarehouse = warehouses.data?.find((w) => w.is_default)?.id ?? warehouses.data?.[0]?.id ?? '';
  const chosenWarehouse = warehouseId || defaultWarehouse;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl">{t('title')}</h1>
        <p className="text-fg-muted">{t('intro')}</p>
      </div>
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={t('steps.label')}>
        {(['upload', 'mapping', 'preview', 'done'] as const).map((name, i) => (
          <li
            key={name}
            aria-current={step === name ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${step === name ? 'bg-primary/15 font-medium text-primary-text' : 'bg-surface-muted text-fg-muted'}`}
          >
            {`${i + 1}. ${t(`steps.${name}`)}`}
          </li>
        ))}
      </ol>

      {step === 'upload' && (
        <section className="flex flex-col gap-3 sm:max-w-xl">
          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${
              dragging ? 'border-primary bg-primary/10' : 'border-line bg-surface'
            }`}
          >
            <span className="font-medium">{t('upload.drop')}</span>
            <span className="text-fg-muted text-sm">{t('upload.hint')}</span>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="sr-only"
              aria-label={t('upload.pick')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void sendFile(file);
              }}
            />
          </label>
          {busy && <p aria-live="polite">{t('upload.sending')}</p>}
          {fileError && (
            <p role="alert" className="text-danger-text">
              {fileError}
            </p>
          )}
        </section>
      )}

      {step === 'mapping' && batch && (
        <section className="flex flex-col gap-4 sm:max-w-xl">
          <p className="text-fg-muted">
            {t('mapping.intro', { file: batch.filename ?? '', count: batch.row_count })}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {fields.map((field) => (
              <Field
                key={field}
                label={t(`fields.${field}`)}
                error={mappingErrors[`mapping.${field}`]}
                required={field === 'title'}
                {...(field === 'price' ? { hint: t('mapping.price_hint') } : {})}
              >
                <Select
                  name={field}
                  value={mapping[field] ?? ''}
                  placeholder={t('mapping.skip')}
                  options={columnOptions}
                  onChange={(event) => {
                    const value = event.target.value;
                    setMapping((current) => {
                      const next = { ...current };
                      if (value) next[field] = value;
                      else delete next[field];
                      return next;
                    });
                  }}
                />
              </Field>
            ))}
          </div>
          {!showAll && (
            <Button type="button" variant="ghostPrimary" onClick={() => setShowAll(true)}>
              {t('mapping.more')}
            </Button>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={runPreview} loading={busy} loadingLabel={t('working')}>
              {t('mapping.submit')}
            </Button>
            <Button type="button" variant="secondary" onClick={restart}>
              {t('restart')}
            </Button>
          </div>
        </section>
      )}

      {(step === 'preview' || step === 'done') && preview && (
        <section className="flex flex-col gap-4">
          <p aria-live="polite">
            {t('preview.summary', {
              rows: t('preview.rows_count', { count: preview.row_count }),
              valid: preview.valid_count,
              products: t('preview.products_count', { count: preview.product_count }),
              variants: t('preview.variants_count', { count: preview.variant_count }),
            })}
          </p>
          {preview.update_count > 0 && (
            <p>{t('preview.split', { new: preview.new_count, update: preview.update_count })}</p>
          )}
          <ImportPreviewTables preview={preview} mapping={mapping} money={money} />

          {step === 'preview' && (
            <div className="flex flex-col gap-3 sm:max-w-xl">
              {preview.errors.length > 0 ? (
                <p>{t('preview.fix_file')}</p>
              ) : (
                preview.opening_stock && (
                  <Field label={t('preview.warehouse')} hint={t('preview.warehouse_hint')}>
                    <Select
                      name="warehouse_id"
                      value={chosenWarehouse}
                      options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
                      onChange={(event) => setWarehouseId(event.target.value)}
                    />
                  </Field>
                )
              )}
              {commitError && (
                <p role="alert" className="text-danger-text">
                  {commitError}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  onClick={commit}
                  loading={busy}
                  loadingLabel={t('working')}
                  disabled={preview.errors.length > 0}
                >
                  {t('preview.commit', { count: preview.product_count })}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setStep('mapping')}>
                  {t('preview.back')}
                </Button>
                <Button type="button" variant="secondary" onClick={restart}>
                  {t('restart')}
                </Button>
              </div>
            </div>
          )}
          {step === 'done' && (
            <div className="flex flex-col gap-3 sm:max-w-xl">
              <p role="status" className="font-medium">
                {t('done.text', { count: preview.product_count })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Link to="/products" className={buttonClassName()}>
                  {t('done.products')}
                </Link>
                <Button type="button" variant="secondary" onClick={restart}>
                  {t('done.again')}
                </Button>
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
