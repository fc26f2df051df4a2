import { type StockBalance, shownVariantTitle } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { Product } from '../api.ts';
import { stockBalancesQuery } from '../api.ts';
import { productPaths } from '../paths.ts';

/** Read-only stock of each variant per warehouse; changes are made on the stock screens. */
export function StockSection({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const balances = useQuery(stockBalancesQuery(product.id));
  const variants = product.variants ?? [];
  if (balances.isPending) return <Skeleton label={t('stock.loading')} lines={3} />;
  if (balances.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{balances.error.message}</p>
        <Button variant="outline" size="small" onClick={() => void balances.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const rows: StockBalance[] = balances.data;
  const warehouses = new Map(rows.map((row) => [row.warehouse_id, row.warehouse_name]));
  const quantity = (variantId: string, warehouseId: string) =>
    rows.find((row) => row.variant_id === variantId && row.warehouse_id === warehouseId)?.quantity ?? 0;

  return (
    <div className="flex flex-col gap-3">
      {warehouses.size === 0 ? (
        <p className="text-fg-muted text-sm">{t('stock.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('stock.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('stock.variant')}
                </th>
                {[...warehouses].map(([id, name]) => (
                  <th key={id} scope="col" className="py-2 pe-3 text-end font-medium">
                    {name}
                  </th>
                ))}
                <th scope="col" className="py-2 text-end font-medium">
                  {t('stock.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {variants.map((variant) => (
                <tr key={variant.id} className="border-line border-t">
                  <th scope="row" className="py-2 pe-3 text-start font-normal">
                    {/* A product without options has one "Default Title" variant: its own title names it. */}
                    {shownVariantTitle(variant.title) ?? product.title}
                  </th>
                  {[...warehouses.keys()].map((warehouseId) => (
                    <td key={warehouseId} className="py-2 pe-3 text-end tabular-nums">
                      {quantity(variant.id, warehouseId)}
                    </td>
                  ))}
                  <td className="py-2 text-end font-medium tabular-nums">{variant.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Link
        to={productPaths.stocks(new URLSearchParams({ product_id: product.id }).toString())}
        className="self-start text-primary-text text-sm underline"
      >
        {t('stock.manage')}
      </Link>
    </div>
  );
}
