import {
  COLLECTION_RULE_FIELDS,
  type Collection,
  type CollectionRuleField,
  type CollectionRuleOperator,
  OPERATORS_BY_FIELD,
} from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../app/api.ts';
import { useAppLink } from '../../app/app-link.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RecordLoadError } from '../../components/editor/record-load-error.tsx';
import { useRecordEditor } from '../../components/editor/use-record-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { unwrap } from '../../lib/http/api-client.ts';
import { apiPath, choicesQuery } from '../products/api.ts';
import { PRODUCT_TYPES } from '../products/list/list-params.ts';
import { type MoneyCurrency, moneyInputHints } from '../products/shared/money-text.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { allCollectionProducts, collectionKeys, collectionProductsQuery, collectionQuery } from './api.ts';
import {
  addProduct,
  type CollectionDraft,
  collectionCreateBody,
  collectionDraftOf,
  collectionUpdateBody,
  emptyCollectionDraft,
  moveItem,
  newRuleRow,
  type PickedProduct,
  type RuleRow,
  withRuleField,
} from './collection-draft.ts';
import { collectionPaths } from './paths.ts';
import { ProductPicker } from './product-picker.tsx';
import { ReorderList } from './reorder-list.tsx';

/** /collections/create. */
export function CollectionCreatePage() {
  const { t } = useTranslation('collections');
  const session = useProductSession();
  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (!session.can('collections.create')) return <p role="alert">{t('editor.forbidden_create')}</p>;
  return <CollectionForm />;
}

/** /collections/:id/edit: the saved collection and, for a manual one, its products in order. */
export function CollectionEditPage() {
  const { t } = useTranslation('collections');
  const { id = '' } = useParams();
  const appLink = useAppLink();
  const session = useProductSession();
  const canView = session.can('collections.view');
  const collection = useQuery({ ...collectionQuery(id), enabled: canView });
  const manual = collection.data?.kind === 'manual';
  const products = useQuery({
    queryKey: collectionKeys.detail(id, { products: 'all' }),
    queryFn: ({ signal }) => allCollectionProducts(id, signal),
    enabled: canView && manual,
  });

  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;
  const failure = collection.error ?? (manual ? products.error : null);
  if (failure) {
    return (
      <RecordLoadError
        error={failure}
        notFound={t('editor.not_found')}
        backLabel={t('editor.back')}
        backLink={appLink(collectionPaths.list())}
        retry={{
          label: t('common.retry'),
          onRetry: () => {
            void collection.refetch();
            if (manual) void products.refetch();
          },
        }}
      />
    );
  }
  if (!collection.data || (manual && products.isPending))
    return <Skeleton label={t('editor.loading')} lines={8} />;
  const picked = (products.data ?? []).map((product) => ({ id: product.id, title: product.title }));
  return (
    <CollectionForm
      // A new key per save (and per product list): the form starts again from what the server has.
      key={`${collection.data.id}-${collection.data.updated_at}-${picked.map((product) => product.id).join()}`}
      collection={collection.data}
      products={picked}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface RuleEditorProps {
  rows: RuleRow[];
  onChange: (rows: RuleRow[]) => void;
  errors: Record<string, string[]>;
  canSeeSuppliers: boolean;
  currency: MoneyCurrency;
}

/** One line per rule: field, operator, value; each field offers only the operators it accepts. */
function RuleEditor({ rows, onChange, errors, canSeeSuppliers, currency }: RuleEditorProps) {
  const { t } = useTranslation('collections');
  const suppliers = useQuery({ ...choicesQuery('suppliers'), enabled: canSeeSuppliers });
  const fields = COLLECTION_RULE_FIELDS.filter((field) => field !== 'supplier' || canSeeSuppliers);
  const update = (index: number, row: RuleRow) =>
    onChange(rows.map((current, at) => (at === index ? row : current)));

  return (
    <div className="flex flex-col gap-3">
      {rows.map((row, index) => {
        const fieldErrors = [
          ...(errors[`rules.${index}.value`] ?? []),
          ...(errors[`rules.${index}.operator`] ?? []),
          ...(errors[`rules.${index}.field`] ?? []),
          ...(errors[`rules.${index}`] ?? []),
        ];
        const valueLabel = t('rules.value');
        return (
          <fieldset
            key={row.key}
            // Wraps rather than squeezes: each select keeps room for its longest choice ("Tipo de
            // producto", "est supérieur à") and the value takes the next line when the row is narrow.
            className="flex min-w-0 flex-wrap items-end gap-2 rounded-md border border-line p-3"
          >
            <legend className="px-1 font-medium text-sm">{t('rules.row', { number: index + 1 })}</legend>
            <Field label={t('rules.field')} className="min-w-0 grow basis-44">
              <Select
                value={row.field}
                onChange={(event) =>
                  update(index, withRuleField(row, event.target.value as CollectionRuleField))
                }
                options={fields.map((field) => ({ value: field, label: t(`rule_fields.${field}`) }))}
              />
            </Field>
            <Field label={t('rules.operator')} className="min-w-0 grow basis-40">
              <Select
                value={row.operator}
                onChange={(event) =>
                  update(index, { ...row, operator: event.target.value as CollectionRuleOperator })
                }
                options={OPERATORS_BY_FIELD[row.field].map((operator) => ({
                  value: operator,
                  label: t(`operators.${operator}`),
                }))}
              />
            </Field>
            <Field
              label={valueLabel}
              className="min-w-0 grow-[2] basis-48"
              error={fieldErrors}
              {...(row.field === 'price' ? { hint: t('rules.price_hint') } : {})}
            >
              {row.field === 'type' ? (
                <Select
                  value={row.value}
                  onChange={(event) => update(index, { ...row, value: event.target.value })}
                  placeholder={t('rules.choose')}
                  options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`product_types.${type}`) }))}
                />
              ) : row.field === 'supplier' ? (
                <Select
                  value={row.value}
                  onChange={(event) => update(index, { ...row, value: event.target.value })}
                  placeholder={t('rules.choose')}
                  options={(suppliers.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
                />
              ) : (
                <TextInput
                  value={row.value}
                  onChange={(event) => update(index, { ...row, value: event.target.value })}
                  {...(row.field === 'price' ? moneyInputHints(currency) : {})}
                  maxLength={200}
                />
              )}
            </Field>
            <Button
              variant="ghostDanger"
              aria-label={t('rules.remove', { number: index + 1 })}
              disabled={rows.length === 1}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              {t('rules.remove_short')}
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="outline"
          onClick={() => onChange([...rows, newRuleRow()])}
          disabled={rows.length >= 20}
        >
          {t('rules.add')}
        </Button>
      </div>
    </div>
  );
}

/** The products a saved collection holds now, as the server sees them (rules applied). */
function CollectionPreview({ id }: { id: string }) {
  const { t } = useTranslation('collections');
  const preview = useQuery(collectionProductsQuery(id, 1, 20));
  if (preview.isPending) return <Skeleton label={t('preview.loading')} lines={3} />;
  if (preview.isError) return <p role="alert">{preview.error.message}</p>;
  const { data, meta } = preview.data;
  if (data.length === 0) return <p className="text-fg-muted text-sm">{t('preview.empty')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm" aria-live="polite">
        {t('preview.count', { count: meta.total })}
      </p>
      <ul aria-label={t('preview.title')} className="flex flex-col divide-y divide-line">
        {data.map((product) => (
          <li key={product.id} className="py-1">
            {product.title}
          </li>
        ))}
      </ul>
      {meta.total > data.length && (
        <p className="text-fg-muted text-sm">{t('preview.more', { count: meta.total - data.length })}</p>
      )}
    </div>
  );
}

export interface CollectionFormProps {
  collection?: Collection;
  products?: PickedProduct[];
}

/** Title, published, then either the hand-picked products in order or the rules with a preview. */
export function CollectionForm({ collection, products = [] }: CollectionFormProps) {
  const { t } = useTranslation('collections');
  const appLink = useAppLink();
  const session = useProductSession();
  const [draft, setDraft] = useState<CollectionDraft>(() =>
    collection ? collectionDraftOf(collection, session.currency, products) : emptyCollectionDraft(),
  );
  const base = apiPath('collections');
  const editable = session.can(collection ? 'collections.update' : 'collections.create');
  const { errors, confirmDelete, setConfirmDelete, save, remove, submit, destroy } = useRecordEditor<
    Collection,
    CollectionDraft
  >({
    base,
    record: collection,
    toast: 'collection',
    texts: { saved: t('editor.saved'), deleted: t('editor.deleted'), generic: t('errors.generic') },
    paths: collectionPaths,
    send: async (next) => {
      if (!collection)
        return unwrap(
          await api.post<{ data: Collection }>(base, collectionCreateBody(next, session.currency)),
        ).data;
      const saved = unwrap(
        await api.patch<{ data: Collection }>(
          `${base}/${collection.id}`,
          collectionUpdateBody(next, session.currency),
        ),
      ).data;
      const ids = next.products.map((product) => product.id);
      if (next.kind === 'manual' && ids.join() !== products.map((product) => product.id).join())
        unwrap(await api.put(`${base}/${collection.id}/products`, { product_ids: ids }));
      return saved;
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(draft);
  }

  const setProducts = (next: PickedProduct[]) => setDraft((current) => ({ ...current, products: next }));
  const productErrors = Object.entries(errors)
    .filter(([key]) => key === 'product_ids' || key.startsWith('product_ids.'))
    .flatMap(([, messages]) => messages);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 pb-20 sm:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 font-semibold text-2xl">
          {collection ? t('editor.edit_title', { title: collection.title }) : t('editor.create_title')}
        </h1>
        {collection && session.can('collections.delete') && (
          <Button variant="ghostDanger" onClick={() => setConfirmDelete(true)}>
            {t('editor.delete')}
          </Button>
        )}
      </div>

      <fieldset
        disabled={!editable}
        className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
        <Section id="collection-details" title={t('editor.details')}>
          <Field label={t('fields.title')} error={errors.title} required>
            <TextInput
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              maxLength={160}
            />
          </Field>
          <Field label={t('fields.description')} error={errors.description}>
            <TextArea
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
              rows={3}
              maxLength={5000}
            />
          </Field>
          <Checkbox
            label={t('fields.published')}
            hint={t('editor.published_hint')}
            checked={draft.published}
            onChange={(event) => setDraft({ ...draft, published: event.target.checked })}
          />
          {collection ? (
            <p className="text-sm">
              <span className="text-fg-muted">{t('fields.kind')}: </span>
              {t(`kinds.${draft.kind}`)}
            </p>
          ) : (
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 font-medium text-sm">{t('fields.kind')}</legend>
              {(['manual', 'rules'] as const).map((kind) => (
                <label
                  key={kind}
                  className="flex min-h-11 cursor-pointer items-start gap-3 pointer-fine:min-h-8"
                >
                  <input
                    type="radio"
                    name="collection-kind"
                    value={kind}
                    checked={draft.kind === kind}
                    onChange={() => setDraft({ ...draft, kind })}
                    className="mt-0.5 size-5 shrink-0 accent-primary"
                  />
                  <span className="flex flex-col">
                    <span className="text-sm">{t(`kinds.${kind}`)}</span>
                    <span className="text-fg-muted text-sm">{t(`kind_hints.${kind}`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </Section>

        {draft.kind === 'manual' ? (
          <Section id="collection-products" title={t('editor.products')}>
            <ProductPicker
              picked={draft.products}
              onPick={(product) => setProducts(addProduct(draft.products, product))}
            />
            {productErrors.length > 0 && (
              <p role="alert" className="text-danger-text text-sm">
                {productErrors.join(' ')}
              </p>
            )}
            {draft.products.length === 0 ? (
              <p className="text-fg-muted text-sm">{t('editor.no_products')}</p>
            ) : (
              <>
                <p className="text-fg-muted text-sm">{t('editor.order_hint')}</p>
                <ReorderList
                  label={t('editor.chosen_products')}
                  items={draft.products}
                  itemKey={(product) => product.id}
                  upLabel={(product) => t('editor.move_up', { title: product.title })}
                  downLabel={(product) => t('editor.move_down', { title: product.title })}
                  onMove={
                    editable ? (from, to) => setProducts(moveItem(draft.products, from, to)) : undefined
                  }
                  render={(product, index) => (
                    <span className="flex gap-2">
                      <span className="text-fg-muted tabular-nums">{index + 1}.</span>
                      <span className="min-w-0 truncate">{product.title}</span>
                    </span>
                  )}
                  actions={(product) =>
                    editable && (
                      <Button
                        variant="ghostDanger"
                        size="small"
                        aria-label={t('editor.remove_product', { title: product.title })}
                        onClick={() => setProducts(draft.products.filter((item) => item.id !== product.id))}
                      >
                        {t('editor.remove')}
                      </Button>
                    )
                  }
                />
              </>
            )}
          </Section>
        ) : (
          <Section id="collection-rules" title={t('editor.rules')}>
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 font-medium text-sm">{t('fields.rules_match')}</legend>
              {(['all', 'any'] as const).map((match) => (
                <label
                  key={match}
                  className="flex min-h-11 cursor-pointer items-center gap-3 pointer-fine:min-h-8"
                >
                  <input
                    type="radio"
                    name="collection-rules-match"
                    value={match}
                    checked={draft.rules_match === match}
                    onChange={() => setDraft({ ...draft, rules_match: match })}
                    className="size-5 shrink-0 accent-primary"
                  />
                  <span className="text-sm">{t(`rules_match.${match}`)}</span>
                </label>
              ))}
            </fieldset>
            {errors.rules && (
              <p role="alert" className="text-danger-text text-sm">
                {errors.rules.join(' ')}
              </p>
            )}
            <RuleEditor
              rows={draft.rules}
              onChange={(rules) => setDraft({ ...draft, rules })}
              errors={errors}
              canSeeSuppliers={session.can('suppliers.view')}
              currency={session.currency}
            />
          </Section>
        )}
      </fieldset>

      {collection && draft.kind === 'rules' && (
        <Section id="collection-preview" title={t('preview.title')}>
          <p className="text-fg-muted text-sm">{t('preview.hint')}</p>
          <CollectionPreview id={collection.id} />
        </Section>
      )}

      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending} loadingLabel={t('common.working')}>
            {collection ? t('editor.save') : t('editor.create')}
          </Button>
          <Button variant="outline" {...appLink(collectionPaths.list())}>
            {t('editor.back')}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirmDelete}
        title={t('editor.delete_title')}
        text={t('editor.delete_text', { title: collection?.title ?? '' })}
        confirmLabel={t('editor.delete')}
        cancelLabel={t('common.cancel')}
        workingLabel={t('common.working')}
        variant="danger"
        busy={remove.isPending}
        onConfirm={destroy}
        onClose={() => setConfirmDelete(false)}
      />
    </form>
  );
}
