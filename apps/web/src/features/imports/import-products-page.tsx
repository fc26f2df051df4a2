import { formatMoney, getCurrency, IMPORT_FIELDS, type ImportBatch, type ImportField } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { profileQuery } from '../../app/profile.ts';
import { showSuccessToast } from '../../app/toasts.ts';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { unwrap } from '../../lib/http/api-client.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { ImportPreviewTables } from './import-preview-tables.tsx';
import { ImportCommitActions, ImportDoneActions, ImportMappingSection } from './import-step-actions.tsx';
import { ImportColumnSelects, ImportHeader, ImportUploadStep } from './import-wizard-parts.tsx';
import { useImportFlow } from './use-import-flow.ts';

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
  const flow = useImportFlow<ImportBatch>({
    uploadPath: 'admin/imports/products',
    batchesPath: 'admin/imports',
  });
  const { step, batch, mapping, busy } = flow;
  const [warehouseId, setWarehouseId] = useState('');
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

  async function commit() {
    const done = await flow.commit(
      preview?.opening_stock && chosenWarehouse ? { warehouse_id: chosenWarehouse } : {},
    );
    if (!done) return;
    await queryClient.invalidateQueries({ queryKey: ['products'] });
    showSuccessToast('import-done', t('done.toast', { count: done.preview?.product_count ?? 0 }));
  }

  const fields = showAll ? IMPORT_FIELDS : IMPORT_FIELDS.filter((f) => MAIN_FIELDS.includes(f) || mapping[f]);
  const defaultWarehouse = warehouses.data?.find((w) => w.is_default)?.id ?? warehouses.data?.[0]?.id ?? '';
  const chosenWarehouse = warehouseId || defaultWarehouse;

  return (
    <div className="flex flex-col gap-6">
      <ImportHeader title={t('title')} intro={t('intro')} step={step} />

      {step === 'upload' && <ImportUploadStep busy={busy} error={flow.fileError} onFile={flow.sendFile} />}

      {step === 'mapping' && batch && (
        <ImportMappingSection
          flow={flow}
          filename={batch.filename}
          rowCount={batch.row_count}
          more={showAll ? null : t('mapping.more')}
          onMore={() => setShowAll(true)}
        >
          <ImportColumnSelects
            fields={fields}
            columns={batch.columns}
            mapping={mapping}
            errors={flow.mappingErrors}
            label={(field) => t(`fields.${field}`)}
            required={(field) => field === 'title'}
            hint={(field) => (field === 'price' ? t('mapping.price_hint') : undefined)}
            onChange={flow.mapField}
          />
        </ImportMappingSection>
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
            <ImportCommitActions
              flow={flow}
              hasErrors={preview.errors.length > 0}
              label={t('preview.commit', { count: preview.product_count })}
              onCommit={commit}
            >
              {preview.opening_stock && (
                <Field label={t('preview.warehouse')} hint={t('preview.warehouse_hint')}>
                  <Select
                    name="warehouse_id"
                    value={chosenWarehouse}
                    options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
                    onChange={(event) => setWarehouseId(event.target.value)}
                  />
                </Field>
              )}
            </ImportCommitActions>
          )}
          {step === 'done' && (
            <ImportDoneActions
              flow={flow}
              text={t('done.text', { count: preview.product_count })}
              to="/products"
              linkLabel={t('done.products')}
            />
          )}
        </section>
      )}
    </div>
  );
}
