import { shownVariantTitle } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { Field } from '../../../components/ui/field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { productPaths } from '../paths.ts';
import { MoneyInput } from '../shared/money-input.tsx';
import type { MoneyCurrency } from '../shared/money-text.ts';
import type { DraftRow } from './product-draft.ts';
import { duplicateCodes, fillColumn } from './variant-rows.ts';

export interface VariantsGridProps {
  rows: DraftRow[];
  onChange: (rows: DraftRow[]) => void;
  currency: MoneyCurrency;
  /** products.cost: the cost column is there only with it. */
  showCost: boolean;
  tracksStock: boolean;
  productId: string | undefined;
  errors: Record<string, string[]>;
}

const intOrNull = (text: string) => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : null;
};

/**
 * One card per variant on phones, one line per variant on wider screens. Each variant is a
 * group named by its title, so "Barcode" inside "S / Red" is unambiguous for screen readers.
 */
export function VariantsGrid({
  rows,
  onChange,
  currency,
  showCost,
  tracksStock,
  productId,
  errors,
}: VariantsGridProps) {
  const { t } = useTranslation('products');
  const [moneyErrors, setMoneyErrors] = useState<Record<string, string | null>>({});
  const skuTwice = duplicateCodes(rows, 'sku');
  const barcodeTwice = duplicateCodes(rows, 'barcode');
  const update = (index: number, patch: Partial<DraftRow>) =>
    onChange(rows.map((row, position) => (position === index ? { ...row, ...patch } : row)));
  // One message a field: what the form sees in the values as typed now, else what the server said of the last save.
  const errorOf = (index: number, field: string, local?: string | null) =>
    local ? [local] : (errors[`variants.${index}.${field}`] ?? []);
  const moneyError = (index: number, field: string) => (message: string | null) =>
    setMoneyErrors((current) => ({ ...current, [`${index}.${field}`]: message }));
  const multiple = rows.length > 1;
  const first = rows[0];

  return (
    <div className="flex flex-col gap-3">
      {multiple && first && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="small"
            variant="outline"
            onClick={() => onChange(fillColumn(rows, 'price', first.price))}
          >
            {t('variants.same_price')}
          </Button>
          {showCost && (
            <Button
              size="small"
              variant="outline"
              onClick={() => onChange(fillColumn(rows, 'cost', first.cost))}
            >
              {t('variants.same_cost')}
            </Button>
          )}
        </div>
      )}
      <p className="text-fg-muted text-sm" aria-live="polite">
        {t('variants.count', { count: rows.length })}
      </p>
      <ul className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const sku = row.sku.trim();
          const barcode = row.barcode.trim();
          return (
            <li key={row.id ?? row.title}>
              <fieldset className="grid grid-cols-2 items-end gap-3 rounded-md border border-line p-3 md:grid-cols-4">
                {/* A product without options has one "Default Title" variant: a storage name, not shown. */}
                <legend className="px-1 font-semibold text-sm">
                  {shownVariantTitle(row.title) ?? t('variants.single')}
                </legend>
                <Field
                  label={t('variants.price')}
                  error={errorOf(index, 'price', moneyErrors[`${index}.price`])}
                >
                  <MoneyInput
                    currency={currency}
                    value={row.price}
                    onChange={(price) => update(index, { price: price ?? 0 })}
                    onValidity={moneyError(index, 'price')}
                  />
                </Field>
                <Field
                  label={t('variants.compare_at_price')}
                  error={errorOf(index, 'compare_at_price', moneyErrors[`${index}.compare_at_price`])}
                >
                  <MoneyInput
                    currency={currency}
                    value={row.compare_at_price}
                    onChange={(value) => update(index, { compare_at_price: value })}
                    onValidity={moneyError(index, 'compare_at_price')}
                  />
                </Field>
                {showCost && (
                  <Field
                    label={t('variants.cost')}
                    error={errorOf(index, 'cost', moneyErrors[`${index}.cost`])}
                  >
                    <MoneyInput
                      currency={currency}
                      value={row.cost}
                      onChange={(cost) => update(index, { cost })}
                      onValidity={moneyError(index, 'cost')}
                    />
                  </Field>
                )}
                <Field
                  label={t('variants.sku')}
                  error={errorOf(index, 'sku', sku && skuTwice.has(sku) ? t('variants.sku_twice') : null)}
                >
                  <TextInput
                    value={row.sku}
                    onChange={(event) => update(index, { sku: event.target.value })}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={64}
                  />
                </Field>
                <Field
                  label={t('variants.barcode')}
                  error={errorOf(
                    index,
                    'barcode',
                    barcode && barcodeTwice.has(barcode) ? t('variants.barcode_twice') : null,
                  )}
                >
                  <TextInput
                    value={row.barcode}
                    onChange={(event) => update(index, { barcode: event.target.value })}
                    autoComplete="off"
                    spellCheck={false}
                    inputMode="text"
                    maxLength={64}
                  />
                </Field>
                {tracksStock && (
                  <Field label={t('variants.reorder_point')} error={errorOf(index, 'reorder_point')}>
                    <TextInput
                      inputMode="numeric"
                      value={row.reorder_point ?? ''}
                      onChange={(event) => update(index, { reorder_point: intOrNull(event.target.value) })}
                    />
                  </Field>
                )}
                {tracksStock && (
                  <div className="flex flex-col gap-1">
                    <span className="font-medium text-sm">{t('variants.stock')}</span>
                    <span className={cx('flex min-h-11 items-center text-sm pointer-fine:min-h-10')}>
                      {row.id && productId ? (
                        <Link
                          to={productPaths.stocks(new URLSearchParams({ variant_id: row.id }).toString())}
                          className="text-primary-text underline"
                          aria-label={t('variants.stock_link', {
                            count: row.quantity ?? 0,
                            title: row.title,
                          })}
                        >
                          {row.quantity ?? 0}
                        </Link>
                      ) : (
                        t('variants.stock_new')
                      )}
                    </span>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
