import { type ColumnMapping, type ImportBatch, type ImportField, shownVariantTitle } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Table } from '../../components/ui/table.tsx';
import { ImportIssueTables } from './import-wizard-parts.tsx';

type Preview = NonNullable<ImportBatch['preview']>;
type PreviewProduct = Preview['products'][number];

/** What the commit does to a product: creates it, updates it, or leaves it as it is (an update that writes nothing). */
export function productAction(product: PreviewProduct): 'new' | 'update' | 'unchanged' {
  if (product.action === 'new') return 'new';
  const writes =
    product.changes.length > 0 || product.variants.some((v) => v.action === 'new' || v.changes.length > 0);
  return writes ? 'update' : 'unchanged';
}

interface Props {
  preview: Preview;
  mapping: ColumnMapping;
  money: (minor: number | null) => string;
}

/** The preview's rows with errors, rows with warnings, and the products it creates or updates. */
export function ImportPreviewTables({ preview, mapping, money }: Props) {
  const { t } = useTranslation('imports');

  return (
    <>
      <ImportIssueTables
        errors={preview.errors}
        warnings={preview.warnings}
        warningsCaption={t('preview.warnings_caption')}
        columnOf={(field) => mapping[field as ImportField] ?? t(`fields.${field as ImportField}`)}
      />
      {preview.products.length > 0 && (
        <Table
          caption={t('preview.products_caption')}
          columns={[
            { key: 'title', header: t('fields.title'), cell: (p) => p.title, rowHeader: true },
            {
              key: 'action',
              header: t('preview.action'),
              cell: (p) => {
                const added = p.action === 'update' ? p.variants.filter((v) => v.action === 'new').length : 0;
                const action = t(`preview.action_${productAction(p)}`);
                return added > 0 ? `${action} (${t('preview.new_variants', { count: added })})` : action;
              },
            },
            {
              key: 'variants',
              header: t('preview.variants'),
              // The action column is worth more on a phone; the table then fits without scrolling.
              hideOnPhone: true,
              // A product without options has one variant, stored as "Default Title": none to show.
              cell: (p) =>
                p.variants.flatMap((v) => shownVariantTitle(v.title, p.title) ?? []).join(', ') || '—',
            },
            {
              key: 'price',
              header: t('fields.price'),
              align: 'end',
              cell: (p) => [...new Set(p.variants.map((v) => money(v.price)))].join(' – '),
            },
            {
              key: 'quantity',
              header: t('fields.quantity'),
              align: 'end',
              cell: (p) => p.variants.reduce((sum, v) => sum + v.quantity, 0),
            },
          ]}
          rows={preview.products}
          rowKey={(p) => p.handle}
        />
      )}
    </>
  );
}
