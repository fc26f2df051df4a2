import { shownVariantTitle } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, type TableColumn } from '../../../components/ui/table.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { ProductVariant } from '../api.ts';
import { copiesOf, labelWarning, MAX_COPIES } from './label-sheet.ts';

export interface LabelVariantRowsProps {
  variants: readonly ProductVariant[];
  copies: (variantId: string) => number;
  onCopiesChange: (variantId: string, copies: number) => void;
  money: (minor: number) => string;
}

const nameOf = (variant: ProductVariant) => {
  const product = variant.product?.title ?? variant.title;
  const shown = shownVariantTitle(variant.title, product);
  return shown ? `${product} — ${shown}` : product;
};

/** One row per variant: its code (or why its label lacks one), its price and how many labels. */
export function LabelVariantRows({ variants, copies, onCopiesChange, money }: LabelVariantRowsProps) {
  const { t } = useTranslation('products');
  const columns: TableColumn<ProductVariant>[] = [
    { key: 'name', header: t('labels.variant'), cell: nameOf, rowHeader: true },
    {
      key: 'code',
      header: t('labels.code'),
      cell: (variant) => {
        const warning = labelWarning(variant);
        return (
          <div className="flex flex-col items-start gap-1">
            {variant.barcode?.trim() ? (
              <span className="font-mono">{variant.barcode}</span>
            ) : (
              <Badge color="orange">{t('labels.no_barcode')}</Badge>
            )}
            {warning && (
              <span className="text-fg-muted text-xs">
                {warning === 'sku_only'
                  ? t('labels.prints_sku', { sku: variant.sku ?? '' })
                  : t('labels.no_bars')}
              </span>
            )}
          </div>
        );
      },
    },
    { key: 'price', header: t('labels.price'), cell: (variant) => money(variant.price), hideOnPhone: true },
    {
      key: 'copies',
      header: t('labels.copies'),
      align: 'end',
      cell: (variant) => (
        <TextInput
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_COPIES}
          aria-label={t('labels.copies_of', { name: nameOf(variant) })}
          value={String(copies(variant.id))}
          onChange={(event) => onCopiesChange(variant.id, copiesOf(event.target.value))}
          className="w-20"
        />
      ),
    },
  ];
  return (
    <Table
      caption={t('labels.variants_caption', { count: variants.length })}
      columns={columns}
      rows={variants}
      rowKey={(variant) => variant.id}
    />
  );
}
