import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarcodeInput } from '../../components/barcode/barcode-input.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { lookupVariant, type ProductVariant, variantSearchQuery } from '../products/api.ts';
import { variantLabel, variantRefOf } from './lines.ts';

export interface VariantPickerProps {
  /** A variant chosen from the results or found by its barcode or SKU. */
  onPick: (variant: ProductVariant, how: 'search' | 'barcode') => void;
  /** Listen to a USB scanner anywhere on the page (off when another picker on the page does). */
  listenToScanner?: boolean;
  /** Whose words it speaks (`picker.*`, `common.loading`, `common.failed`): a stock screen's or a purchase order's. */
  namespace?: 'stock' | 'purchases';
}

/** The name a picked variant is listed under: "Ciment — Gris (CIM-1)". */
export const pickedVariantLabel = (variant: ProductVariant) => variantLabel(variantRefOf(variant));

/**
 * Adds products to a stock document or a purchase order: scan or type a barcode/SKU, or search
 * by name.
 */
export function VariantPicker({ onPick, listenToScanner = true, namespace = 'stock' }: VariantPickerProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const found = useQuery(variantSearchQuery(term));
  const results = found.data?.data ?? [];

  return (
    <div className="flex flex-col gap-3">
      <BarcodeInput
        label={t('picker.barcode')}
        lookup={lookupVariant}
        listenToScanner={listenToScanner}
        onFound={(variant) => onPick(variant, 'barcode')}
      />
      <search aria-label={t('picker.search')}>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setTerm(search.trim());
          }}
        >
          <div className="flex-1">
            <label htmlFor={id} className="mb-1 block font-medium text-fg text-sm">
              {t('picker.search')}
            </label>
            <TextInput
              id={id}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('picker.search_placeholder')}
              enterKeyHint="search"
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="outline">
            {t('picker.find')}
          </Button>
        </form>
      </search>
      {term !== '' && (
        <ul
          aria-label={t('picker.results')}
          className="flex flex-col divide-y divide-line rounded-md border border-line"
        >
          {found.isPending ? (
            <li className="p-2 text-fg-muted text-sm">{t('common.loading')}</li>
          ) : found.isError ? (
            <li className="p-2 text-danger-text text-sm" role="alert">
              {found.error.message || t('common.failed')}
            </li>
          ) : results.length === 0 ? (
            <li className="p-2 text-fg-muted text-sm">{t('picker.no_results')}</li>
          ) : (
            results.map((variant) => {
              const label = pickedVariantLabel(variant);
              return (
                <li key={variant.id} className="flex items-center gap-2 p-2">
                  <span className="min-w-0 flex-1 text-sm">
                    {label}
                    <span className="block text-fg-muted text-xs">
                      {t('picker.in_stock', { count: variant.quantity })}
                    </span>
                  </span>
                  <Button
                    size="small"
                    variant="outline"
                    aria-label={t('picker.add_named', { name: label })}
                    onClick={() => onPick(variant, 'search')}
                  >
                    {t('picker.add')}
                  </Button>
                </li>
              );
            })
          )}
        </ul>
      )}
    </div>
  );
}
