import { isCompositeType } from '@comptoir/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ComponentProps, type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api.ts';
import { useAppLink } from '../../../app/app-link.ts';
import { showSuccessToast } from '../../../app/toasts.ts';
import { useUnsavedWork } from '../../../app/unsaved-work.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useRecordEditor } from '../../../components/editor/use-record-editor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, useFieldControl } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { unwrap } from '../../../lib/http/api-client.ts';
import { apiPath, choicesQuery, type Product } from '../api.ts';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../list/list-params.ts';
import { tracksStock } from '../list/product-summary.ts';
import { productPaths } from '../paths.ts';
import { TagsInput } from '../shared/tags-input.tsx';
import { useProductSession } from '../shared/use-session.ts';
import { ComponentsPicker } from './components-picker.tsx';
import { ProductImageUploader } from './image-uploader.tsx';
import { ImagesSection } from './images-section.tsx';
import { OptionsEditor } from './options-editor.tsx';
import {
  draftOf,
  emptyDraft,
  type ProductDraft,
  productBody,
  withHandle,
  withOptions,
  withTitle,
} from './product-draft.ts';
import { StockSection } from './stock-section.tsx';
import { VariantsGrid } from './variants-grid.tsx';

/** A textarea labelled by the Field around it. */
function FieldTextArea(props: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return <textarea {...field} {...props} />;
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface ProductFormProps {
  product?: Product;
  /** A new product's shops, ticked from the start (all of the company's); the user may untick them. */
  defaultShopIds?: readonly string[];
}

/** The product editor: details, images, options and the variants grid, bundle components, stock. */
export function ProductForm({ product, defaultShopIds = [] }: ProductFormProps) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const appLink = useAppLink();
  const session = useProductSession();
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? draftOf(product) : emptyDraft(defaultShopIds),
  );
  // What the server holds (or the untouched new product): leaving asks only when the draft differs.
  const [savedDraft, setSavedDraft] = useState(draft);
  const changed = useMemo(() => JSON.stringify(draft) !== JSON.stringify(savedDraft), [draft, savedDraft]);
  useUnsavedWork(changed);
  const suppliers = useQuery({ ...choicesQuery('suppliers'), enabled: session.can('suppliers.view') });
  const shops = useQuery({ ...choicesQuery('shops'), enabled: session.can('shops.view') });
  const base = apiPath('products');
  const editable = session.can(product ? 'products.update' : 'products.create');
  const showCost = session.can('products.cost');
  const { errors, failed, confirmDelete, setConfirmDelete, save, remove, submit, destroy } =
    useRecordEditor<Product>({
      base,
      record: product,
      toast: 'product',
      texts: { saved: t('editor.saved'), deleted: t('editor.deleted'), generic: t('errors.generic') },
      paths: productPaths,
      // A product is replaced whole (PUT): its variants, options and images travel together.
      send: async (body) =>
        unwrap(
          product
            ? await api.put<{ data: Product }>(`${base}/${product.id}`, body)
            : await api.post<{ data: Product }>(base, body),
        ).data,
      onSaved: (saved) => {
        if (!product) return;
        const kept = draftOf(saved);
        setDraft(kept);
        setSavedDraft(kept);
      },
    });
  const copy = useMutation({
    mutationFn: async (id: string) => unwrap(await api.post<{ data: Product }>(`${base}/${id}/copy`)).data,
    meta: { path: base },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(productBody(draft, { withCost: showCost }));
  }

  async function duplicate() {
    if (!product) return;
    try {
      const created = await copy.mutateAsync(product.id);
      showSuccessToast('product-copied', t('editor.copied'));
      navigate(productPaths.edit(created.id));
    } catch (error) {
      failed('product-copy-error', error);
    }
  }

  const stockKept = tracksStock(draft.type);
  const ownVariantIds = draft.variants.flatMap((row) => (row.id ? [row.id] : []));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 pb-20 sm:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 font-semibold text-2xl">
          {product ? t('editor.edit_title', { title: product.title }) : t('editor.create_title')}
        </h1>
        {product && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" {...appLink(productPaths.labels([product.id]))}>
              {t('editor.print_labels')}
            </Button>
            {session.can('products.create') && (
              <Button
                variant="outline"
                onClick={duplicate}
                loading={copy.isPending}
                loadingLabel={t('common.working')}
              >
                {t('editor.copy')}
              </Button>
            )}
            {session.can('products.delete') && (
              <Button variant="ghostDanger" onClick={() => setConfirmDelete(true)}>
                {t('editor.delete')}
              </Button>
            )}
          </div>
        )}
      </div>

      <fieldset
        disabled={!editable}
        className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <div className="flex min-w-0 flex-col gap-4">
          <Section id="product-details" title={t('editor.details')}>
            <Field label={t('fields.title')} error={errors.title} required>
              <TextInput
                value={draft.title}
                onChange={(event) => setDraft(withTitle(draft, event.target.value))}
                maxLength={255}
              />
            </Field>
            <Field label={t('fields.handle')} hint={t('editor.handle_hint')} error={errors.handle}>
              <TextInput
                value={draft.handle}
                onChange={(event) => setDraft(withHandle(draft, event.target.value))}
                autoComplete="off"
                spellCheck={false}
                maxLength={255}
              />
            </Field>
            <Field label={t('fields.description')} error={errors.description}>
              <FieldTextArea
                value={draft.description}
                onChange={(event) => setDraft({ ...draft, description: event.target.value })}
                rows={4}
                className="block w-full rounded-md border border-control bg-surface px-3 py-2 text-base text-fg pointer-fine:text-sm"
              />
            </Field>
          </Section>

          <Section id="product-images" title={t('editor.images')}>
            <ImagesSection
              images={draft.images}
              onChange={(images) => setDraft({ ...draft, images })}
              error={errors.image_ids}
              uploader={
                <ProductImageUploader
                  onUploaded={(image) =>
                    setDraft((current) => ({ ...current, images: [...current.images, image] }))
                  }
                />
              }
            />
          </Section>

          <Section id="product-options" title={t('editor.options')}>
            <OptionsEditor
              options={draft.options}
              onChange={(options) => setDraft(withOptions(draft, options))}
              errors={errors}
            />
          </Section>

          <Section id="product-variants" title={t('editor.variants')}>
            <VariantsGrid
              rows={draft.variants}
              onChange={(variants) => setDraft({ ...draft, variants })}
              currency={session.currency}
              showCost={showCost}
              tracksStock={stockKept}
              productId={product?.id}
              errors={errors}
            />
          </Section>

          {isCompositeType(draft.type) && (
            <Section id="product-components" title={t('editor.components')}>
              <p className="text-fg-muted text-sm">{t('components.text')}</p>
              <ComponentsPicker
                lines={draft.components}
                onChange={(components) => setDraft({ ...draft, components })}
                ownVariantIds={ownVariantIds}
                errors={errors}
              />
            </Section>
          )}

          {product && stockKept && session.can('stocks.view') && (
            <Section id="product-stock" title={t('editor.stock')}>
              <StockSection product={product} />
            </Section>
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <Section id="product-status" title={t('editor.status')}>
            <Field label={t('fields.status')} error={errors.status}>
              <Select
                value={draft.status}
                onChange={(event) => setDraft({ ...draft, status: event.target.value })}
                options={PRODUCT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`statuses.${status}`),
                }))}
              />
            </Field>
            <Field label={t('fields.type')} error={errors.type}>
              <Select
                value={draft.type}
                onChange={(event) => setDraft({ ...draft, type: event.target.value })}
                options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              />
            </Field>
          </Section>
          <Section id="product-organisation" title={t('editor.organisation')}>
            <TagsInput
              label={t('fields.tags')}
              hint={t('editor.tags_hint')}
              values={draft.tags}
              onChange={(tags) => setDraft({ ...draft, tags })}
              error={errors.tags}
            />
            {session.can('suppliers.view') && (
              <Field label={t('fields.supplier')} error={errors.supplier_id}>
                <Select
                  value={draft.supplier_id}
                  onChange={(event) => setDraft({ ...draft, supplier_id: event.target.value })}
                  placeholder={t('editor.no_supplier')}
                  options={(suppliers.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
                />
              </Field>
            )}
          </Section>
          {(shops.data ?? []).length > 0 && (
            <Section id="product-shops" title={t('editor.shops')}>
              <p className="text-fg-muted text-sm">{t('editor.shops_text')}</p>
              {(shops.data ?? []).map((shop) => (
                <Checkbox
                  key={shop.id}
                  label={shop.name}
                  checked={draft.shop_ids.includes(shop.id)}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      shop_ids: event.target.checked
                        ? [...draft.shop_ids, shop.id]
                        : draft.shop_ids.filter((id) => id !== shop.id),
                    })
                  }
                />
              ))}
              {draft.shop_ids.length === 0 && !errors.shop_ids && (
                <p className="text-fg-muted text-sm">{t('editor.no_shop')}</p>
              )}
              {errors.shop_ids && <p className="text-danger-text text-sm">{errors.shop_ids.join(' ')}</p>}
            </Section>
          )}
        </div>
      </fieldset>

      {editable && (
        <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 border-line border-t bg-surface p-3 sm:static sm:border-0 sm:bg-transparent sm:p-0">
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel={t('common.working')}
            className="w-full sm:w-auto"
          >
            {t('editor.save')}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirmDelete}
        title={t('editor.delete_title')}
        text={t('editor.delete_text', { title: product?.title ?? '' })}
        confirmLabel={t('editor.delete_confirm')}
        cancelLabel={t('common.cancel')}
        workingLabel={t('common.working')}
        closeLabel={t('common.close')}
        width="small"
        variant="danger"
        busy={remove.isPending}
        onConfirm={destroy}
        onClose={() => setConfirmDelete(false)}
      />
    </form>
  );
}
