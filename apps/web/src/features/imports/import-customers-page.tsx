import {
  CUSTOMER_IMPORT_FIELDS,
  type CustomerImportBatch,
  type CustomerImportField,
  displayPhone,
} from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQuery } from '../../app/profile.ts';
import { showSuccessToast } from '../../app/toasts.ts';
import { Table } from '../../components/ui/table.tsx';
import { customerPaths } from '../customers/paths.ts';
import { ImportCommitActions, ImportDoneActions, ImportMappingSection } from './import-step-actions.tsx';
import {
  ImportColumnSelects,
  ImportHeader,
  ImportIssueTables,
  ImportUploadStep,
} from './import-wizard-parts.tsx';
import { useImportFlow } from './use-import-flow.ts';

type Preview = NonNullable<CustomerImportBatch['preview']>;
/** Fields worth a select of their own on a phone: the rest are under "More columns". */
const MAIN_FIELDS: readonly CustomerImportField[] = [
  'first_name',
  'last_name',
  'company_name',
  'phone',
  'email',
];
/** Help under a select: what makes a name, how to write a number. */
const HINTS: Partial<
  Record<CustomerImportField, 'customers.mapping.name_hint' | 'customers.mapping.phone_hint'>
> = {
  last_name: 'customers.mapping.name_hint',
  phone: 'customers.mapping.phone_hint',
};

/**
 * /customers/import: upload a CSV, map its columns, preview every row error and the rows skipped
 * because the customer already exists, then import all or nothing.
 */
export function ImportCustomersPage() {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery);
  const flow = useImportFlow<CustomerImportBatch>({
    uploadPath: 'admin/customer-imports',
    batchesPath: 'admin/customer-imports',
  });
  const { step, batch, mapping, busy } = flow;
  const [showAll, setShowAll] = useState(false);

  if (!profile.data) return null;
  if (!(profile.data.permissions ?? []).includes('customers.create')) {
    return <p role="alert">{t('customers.forbidden')}</p>;
  }
  const preview: Preview | null = batch?.preview ?? null;
  const label = (field: CustomerImportField) => t(`customers.fields.${field}`);

  async function commit() {
    const done = await flow.commit();
    if (!done) return;
    await queryClient.invalidateQueries({ queryKey: ['customers'] });
    showSuccessToast('import-done', t('customers.done.toast', { count: done.preview?.new_count ?? 0 }));
  }

  const fields = showAll
    ? CUSTOMER_IMPORT_FIELDS
    : CUSTOMER_IMPORT_FIELDS.filter((f) => MAIN_FIELDS.includes(f) || mapping[f]);

  return (
    <div className="flex flex-col gap-6">
      <ImportHeader title={t('customers.title')} intro={t('customers.intro')} step={step} />

      {step === 'upload' && <ImportUploadStep busy={busy} error={flow.fileError} onFile={flow.sendFile} />}

      {step === 'mapping' && batch && (
        <ImportMappingSection
          flow={flow}
          filename={batch.filename}
          rowCount={batch.row_count}
          more={showAll ? null : t('customers.mapping.more')}
          onMore={() => setShowAll(true)}
        >
          <ImportColumnSelects
            fields={fields}
            columns={batch.columns}
            mapping={mapping}
            errors={flow.mappingErrors}
            label={label}
            hint={(field) => HINTS[field] && t(HINTS[field])}
            onChange={flow.mapField}
          />
        </ImportMappingSection>
      )}

      {(step === 'preview' || step === 'done') && preview && (
        <section className="flex flex-col gap-4">
          <p aria-live="polite">
            {t('customers.preview.summary', {
              rows: t('preview.rows_count', { count: preview.row_count }),
              valid: preview.valid_count,
              new: t('customers.preview.new_count', { count: preview.new_count }),
              skip: preview.skip_count,
            })}
          </p>
          <p className="text-fg-muted text-sm">{t('customers.preview.matching')}</p>
          <ImportIssueTables
            errors={preview.errors}
            warnings={preview.warnings}
            warningsCaption={t('customers.preview.skipped_caption')}
            columnOf={(field) => mapping[field as CustomerImportField] ?? label(field as CustomerImportField)}
          />
          {preview.customers.length > 0 && (
            <Table
              caption={t('customers.preview.customers_caption')}
              columns={[
                { key: 'name', header: t('customers.preview.name'), cell: (c) => c.name, rowHeader: true },
                {
                  key: 'action',
                  header: t('customers.preview.action'),
                  cell: (c) => t(`customers.preview.action_${c.action}`),
                },
                {
                  key: 'phone',
                  header: label('phone'),
                  cell: (c) => (c.phone ? displayPhone(c.phone) : '—'),
                },
                { key: 'email', header: label('email'), hideOnPhone: true, cell: (c) => c.email ?? '—' },
              ]}
              rows={preview.customers}
              rowKey={(c) => String(c.row)}
            />
          )}

          {step === 'preview' && (
            <ImportCommitActions
              flow={flow}
              hasErrors={preview.errors.length > 0}
              disabled={preview.new_count === 0}
              label={t('customers.preview.commit', { count: preview.new_count })}
              onCommit={commit}
            />
          )}
          {step === 'done' && (
            <ImportDoneActions
              flow={flow}
              text={t('customers.done.text', { count: preview.new_count })}
              to={customerPaths.list()}
              linkLabel={t('customers.done.customers')}
            />
          )}
        </section>
      )}
    </div>
  );
}
