import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { productKeys, variantKeys } from '../api.ts';
import { productPaths } from '../paths.ts';
import { useProductSession } from '../shared/use-session.ts';
import { LabelPages } from './label-pages.tsx';
import {
  copiesOf,
  hasBarcode,
  LABEL_LAYOUT_KEYS,
  LABEL_LAYOUTS,
  labelItems,
  labelLayoutOf,
  MAX_COPIES,
  pagesOf,
  productIdsOf,
} from './label-sheet.ts';
import { LabelVariantRows } from './label-variant-rows.tsx';
import { barcodesPath, generateBarcodes, labelVariantsQuery } from './labels-api.ts';

/**
 * /products/labels?products=id1,id2: labels (name, variant, price, barcode) for every live variant of
 * the chosen products, with copies per variant, the layout and the price in the URL or on screen;
 * in-store barcodes for the variants without one; a preview that prints as it shows.
 */
export function ProductLabelsPage() {
  const { t } = useTranslation('products');
  const session = useProductSession();
  const appLink = useAppLink();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const productIds = useMemo(() => productIdsOf(searchParams.get('products')), [searchParams]);
  const layoutKey = labelLayoutOf(searchParams.get('layout'));
  const layout = LABEL_LAYOUTS[layoutKey];
  const showPrice = searchParams.get('price') !== '0';
  const canView = session.can('products.view');
  const list = useQuery({ ...labelVariantsQuery(productIds), enabled: canView && productIds.length > 0 });
  const [copies, setCopies] = useState<Record<string, number>>({});
  const [copiesForAll, setCopiesForAll] = useState('1');
  const generate = useMutation({
    mutationFn: generateBarcodes,
    meta: { path: barcodesPath() },
    // These labels, and the product screens that read variants through their product.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: variantKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });

  const variants = list.data ?? [];
  const copiesOfVariant = (id: string) => copies[id] ?? 1;
  const items = useMemo(() => labelItems(list.data ?? [], (id) => copies[id] ?? 1), [list.data, copies]);
  const pageCount = pagesOf(items, layout).length;
  const withoutBarcode = variants.filter((variant) => !hasBarcode(variant));

  if (!session.ready) return <Skeleton label={t('labels.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setSearchParams(next, { replace: true });
  };
  const applyToAll = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const count = copiesOf(copiesForAll);
    setCopies(Object.fromEntries(variants.map((variant) => [variant.id, count])));
  };
  async function giveBarcodes() {
    try {
      const given = await generate.mutateAsync(withoutBarcode.map((variant) => variant.id));
      const count = given.filter((row) => row.generated).length;
      showSuccessToast('labels-barcodes', t('labels.generated', { count }));
    } catch (error) {
      showErrorToast('labels-barcodes-error', error instanceof Error ? error.message : t('errors.generic'));
    }
  }

  const backToProducts = (
    <Button variant="outline" {...appLink(productPaths.list())}>
      {t('labels.back')}
    </Button>
  );
  const header = (
    <PageHeader
      title={t('labels.title')}
      more={[
        <Button key="back" variant="outline" {...appLink(productPaths.list())}>
          {t('labels.back')}
        </Button>,
      ]}
      actions={
        <Button onClick={() => window.print()} disabled={items.length === 0}>
          {t('labels.print')}
        </Button>
      }
    />
  );

  if (productIds.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <EmptyState
          title={t('labels.none_chosen')}
          description={t('labels.none_chosen_text')}
          action={backToProducts}
        />
      </div>
    );
  }
  if (list.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Skeleton label={t('labels.loading')} lines={6} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <p>{list.error.message || t('labels.failed')}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (variants.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <EmptyState
          title={t('labels.no_variants')}
          description={t('labels.no_variants_text')}
          action={backToProducts}
        />
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {header}

      <section
        aria-label={t('labels.settings')}
        className="grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <Field label={t('labels.layout')} hint={t('labels.print_hint')}>
          <Select
            value={layoutKey}
            onChange={(event) => setParam('layout', event.target.value)}
            options={LABEL_LAYOUT_KEYS.map((key) => ({ value: key, label: t(`labels.layouts.${key}`) }))}
          />
        </Field>
        <div className="flex items-center sm:pt-6">
          <Checkbox
            label={t('labels.show_price')}
            checked={showPrice}
            onChange={(event) => setParam('price', event.target.checked ? null : '0')}
          />
        </div>
        <form onSubmit={applyToAll} className="flex items-end gap-2">
          <Field label={t('labels.copies_for_all')} className="flex-1">
            <TextInput
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_COPIES}
              value={copiesForAll}
              onChange={(event) => setCopiesForAll(event.target.value)}
            />
          </Field>
          <Button type="submit" variant="outline">
            {t('labels.apply_to_all')}
          </Button>
        </form>
      </section>

      {withoutBarcode.length > 0 && (
        <section
          aria-label={t('labels.missing_title')}
          className="flex flex-col items-start gap-2 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm">{t('labels.missing_text', { count: withoutBarcode.length })}</p>
          {session.can('products.update') ? (
            <Button
              onClick={giveBarcodes}
              loading={generate.isPending}
              loadingLabel={t('common.working')}
              className="shrink-0"
            >
              {t('labels.generate', { count: withoutBarcode.length })}
            </Button>
          ) : (
            <p className="text-fg-muted text-sm">{t('labels.generate_forbidden')}</p>
          )}
        </section>
      )}

      <LabelVariantRows
        variants={variants}
        copies={copiesOfVariant}
        onCopiesChange={(id, count) => setCopies((current) => ({ ...current, [id]: count }))}
        money={session.money}
      />

      <section aria-labelledby="labels-preview" className="flex min-w-0 flex-col gap-2">
        <h2 id="labels-preview" className="font-semibold text-lg">
          {t('labels.preview')}
        </h2>
        <p className="text-fg-muted text-sm" aria-live="polite">
          {t('labels.summary', { count: items.length, pages: t('labels.pages', { count: pageCount }) })}
        </p>
        <div className="overflow-x-auto rounded-lg bg-surface-muted p-3">
          <LabelPages items={items} layout={layout} showPrice={showPrice} money={session.money} />
        </div>
      </section>
    </div>
  );
}
