import type { Supplier } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RecordLoadError } from '../../components/editor/record-load-error.tsx';
import { useRecordEditor } from '../../components/editor/use-record-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { SupplierBalancePanel } from '../purchases/supplier-balance-panel.tsx';
import { supplierQuery, supplierStatsQuery } from './api.ts';
import { supplierPaths } from './paths.ts';
import { emptySupplierDraft, type SupplierDraft, supplierBody, supplierDraftOf } from './supplier-draft.ts';

/** /suppliers/create. */
export function SupplierCreatePage() {
  const { t } = useTranslation('suppliers');
  const session = useProductSession();
  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (!session.can('suppliers.create')) return <p role="alert">{t('editor.forbidden_create')}</p>;
  return <SupplierForm />;
}

/** /suppliers/:id/edit: the saved supplier, its figures and its products. */
export function SupplierEditPage() {
  // The balance panel's texts load with the page's, so it never suspends the form being typed in.
  const { t } = useTranslation(['suppliers', 'purchases']);
  const { id = '' } = useParams();
  const appLink = useAppLink();
  const session = useProductSession();
  const supplier = useQuery({ ...supplierQuery(id), enabled: session.can('suppliers.view') });

  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (!session.can('suppliers.view')) return <p role="alert">{t('list.forbidden')}</p>;
  if (supplier.isPending) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (supplier.isError) {
    return (
      <RecordLoadError
        error={supplier.error}
        notFound={t('editor.not_found')}
        backLabel={t('editor.back')}
        backLink={appLink(supplierPaths.list())}
        retry={{ label: t('common.retry'), onRetry: () => void supplier.refetch() }}
      />
    );
  }
  return <SupplierForm key={supplier.data.updated_at} supplier={supplier.data} />;
}

function SupplierStatsPanel({ id }: { id: string }) {
  const { t } = useTranslation('suppliers');
  const session = useProductSession();
  const appLink = useAppLink();
  const stats = useQuery({ ...supplierStatsQuery(id), enabled: session.can('suppliers.stats') });
  const products = session.can('products.view') && (
    <Button variant="outline" {...appLink(supplierPaths.products(id))}>
      {t('stats.see_products')}
    </Button>
  );
  if (!session.can('suppliers.stats')) return products || null;
  const figures = stats.data
    ? [
        { label: t('stats.products_count'), value: String(stats.data.products_count) },
        { label: t('stats.variants_count'), value: String(stats.data.variants_count) },
        ...(stats.data.stock_value_at_cost === null
          ? []
          : [
              { label: t('stats.stock_value_at_cost'), value: session.money(stats.data.stock_value_at_cost) },
            ]),
        { label: t('stats.purchases_total'), value: session.money(stats.data.purchases_total) },
        { label: t('stats.open_balance'), value: session.money(stats.data.open_balance) },
      ]
    : [];
  return (
    <section
      aria-labelledby="supplier-stats"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="supplier-stats" className="font-semibold text-lg">
        {t('stats.title')}
      </h2>
      {stats.isPending ? (
        <Skeleton label={t('stats.loading')} lines={3} />
      ) : stats.isError ? (
        <p role="alert">{stats.error.message || t('errors.generic')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col">
              <dt className="text-fg-muted text-sm">{figure.label}</dt>
              <dd className="font-semibold text-lg tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {products && <div>{products}</div>}
    </section>
  );
}

const TEXT_FIELDS: Array<{
  field: Exclude<keyof SupplierDraft, 'is_active' | 'name' | 'notes' | 'payment_terms_days'>;
  type?: string;
  autoComplete?: string;
  maxLength: number;
  inputMode?: 'tel' | 'email';
}> = [
  { field: 'contact_name', autoComplete: 'name', maxLength: 160 },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: 254, inputMode: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 24, inputMode: 'tel' },
  { field: 'address', autoComplete: 'street-address', maxLength: 500 },
  { field: 'city', autoComplete: 'address-level2', maxLength: 120 },
  { field: 'country', autoComplete: 'country', maxLength: 2 },
  { field: 'tax_id', autoComplete: 'off', maxLength: 60 },
];

/** The supplier's contact data; the server's field errors show under each field. */
export function SupplierForm({ supplier }: { supplier?: Supplier }) {
  const { t } = useTranslation('suppliers');
  const appLink = useAppLink();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const [draft, setDraft] = useState<SupplierDraft>(() =>
    supplier ? supplierDraftOf(supplier) : emptySupplierDraft(),
  );
  const editable = session.can(supplier ? 'suppliers.update' : 'suppliers.create');
  const { errors, confirmDelete, setConfirmDelete, save, remove, submit, destroy } =
    useRecordEditor<Supplier>({
      base: apiPath('suppliers'),
      record: supplier,
      toast: 'supplier',
      texts: { saved: t('editor.saved'), deleted: t('editor.deleted'), generic: t('errors.generic') },
      paths: supplierPaths,
      onSaved: (saved) => {
        if (supplier) queryClient.setQueryData(supplierQuery(saved.id).queryKey, saved);
      },
    });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(supplierBody(draft));
  }

  const set = (field: keyof SupplierDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  return (
    <div className="flex flex-col gap-4 pb-20 sm:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 font-semibold text-2xl">
          {supplier ? t('editor.edit_title', { name: supplier.name }) : t('editor.create_title')}
        </h1>
        {supplier && session.can('suppliers.delete') && (
          <Button variant="ghostDanger" onClick={() => setConfirmDelete(true)}>
            {t('editor.delete')}
          </Button>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="supplier-contact"
          className="flex min-w-0 flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
        >
          <h2 id="supplier-contact" className="font-semibold text-lg">
            {t('editor.contact')}
          </h2>
          <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
            <Field label={t('fields.name')} error={errors.name} required className="sm:col-span-2">
              <TextInput
                value={draft.name}
                onChange={(event) => set('name')(event.target.value)}
                maxLength={160}
                autoComplete="organization"
              />
            </Field>
            {TEXT_FIELDS.map((spec) => (
              <Field
                key={spec.field}
                label={t(`fields.${spec.field}`)}
                error={errors[spec.field]}
                {...(spec.field === 'phone' ? { hint: t('editor.phone_hint') } : {})}
                {...(spec.field === 'country' ? { hint: t('editor.country_hint') } : {})}
              >
                <TextInput
                  value={draft[spec.field]}
                  onChange={(event) => set(spec.field)(event.target.value)}
                  type={spec.type ?? 'text'}
                  autoComplete={spec.autoComplete}
                  maxLength={spec.maxLength}
                  {...(spec.inputMode ? { inputMode: spec.inputMode } : {})}
                />
              </Field>
            ))}
            <Field
              label={t('fields.payment_terms_days')}
              hint={t('editor.payment_terms_hint')}
              error={errors.payment_terms_days}
            >
              <TextInput
                value={draft.payment_terms_days}
                onChange={(event) => set('payment_terms_days')(event.target.value)}
                inputMode="numeric"
                maxLength={3}
              />
            </Field>
            <Field label={t('fields.notes')} error={errors.notes} className="sm:col-span-2">
              <TextArea
                value={draft.notes}
                onChange={(event) => set('notes')(event.target.value)}
                rows={3}
                maxLength={2000}
              />
            </Field>
            <Checkbox
              label={t('fields.is_active')}
              hint={t('editor.active_hint')}
              checked={draft.is_active}
              onChange={(event) => setDraft((current) => ({ ...current, is_active: event.target.checked }))}
              error={errors.is_active?.join(' ')}
              className="sm:col-span-2"
            />
          </fieldset>
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={save.isPending} loadingLabel={t('common.working')}>
                {supplier ? t('editor.save') : t('editor.create')}
              </Button>
              <Button variant="outline" {...appLink(supplierPaths.list())}>
                {t('editor.back')}
              </Button>
            </div>
          )}
        </form>
        {supplier && <SupplierStatsPanel id={supplier.id} />}
        {supplier && <SupplierBalancePanel supplierId={supplier.id} />}
      </div>

      <ConfirmDialog
        open={confirmDelete}
        title={t('editor.delete_title')}
        text={t('editor.delete_text', { name: supplier?.name ?? '' })}
        confirmLabel={t('editor.delete')}
        cancelLabel={t('common.cancel')}
        workingLabel={t('common.working')}
        variant="danger"
        busy={remove.isPending}
        onConfirm={destroy}
        onClose={() => setConfirmDelete(false)}
      />
    </div>
  );
}
