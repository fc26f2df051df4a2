import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, type TableColumn, type TableSort } from '../../../components/ui/table.tsx';
import type { Product } from '../api.ts';
import { productPaths } from '../paths.ts';
import { priceRange, totalStock, tracksStock } from './product-summary.ts';

const STATUS_COLOR = { active: 'green', draft: 'amber', archived: 'red' } as const;

export interface ProductRowsProps {
  products: readonly Product[];
  money: (minor: number) => string;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  selectable: boolean;
  sort: TableSort | undefined;
  onSortChange: (sort: TableSort) => void;
  onOpen: (product: Product) => void;
  empty: React.ReactNode;
}

function Thumbnail({ product }: { product: Product }) {
  const url = product.thumbnail_url;
  return url ? (
    <img
      src={url}
      alt=""
      loading="lazy"
      className="size-10 shrink-0 rounded-md border border-line object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="block size-10 shrink-0 rounded-md border border-line bg-surface-muted"
    />
  );
}

/** The products as a table on larger screens and as a list of cards on phones. */
export function ProductRows(props: ProductRowsProps) {
  const { t } = useTranslation('products');
  const { products, money, selected, selectable } = props;
  const range = (product: Product) => {
    const prices = priceRange(product);
    if (!prices) return '—';
    return prices.min === prices.max ? money(prices.min) : `${money(prices.min)} – ${money(prices.max)}`;
  };
  const stock = (product: Product) =>
    tracksStock(product.type) ? String(totalStock(product)) : t('list.not_tracked');
  const status = (product: Product) => (
    <Badge color={STATUS_COLOR[product.status as keyof typeof STATUS_COLOR] ?? 'amber'}>
      {t(`statuses.${product.status}`, { defaultValue: product.status })}
    </Badge>
  );
  const allSelected = products.length > 0 && products.every((product) => selected.has(product.id));

  const columns: TableColumn<Product>[] = [
    ...(selectable
      ? [
          {
            key: 'select',
            header: (
              <input
                type="checkbox"
                className="size-5 accent-primary"
                aria-label={t('list.select_all')}
                checked={allSelected}
                onChange={props.onToggleAll}
              />
            ),
            cell: (product: Product) => (
              <input
                type="checkbox"
                className="size-5 accent-primary"
                aria-label={t('list.select', { title: product.title })}
                checked={selected.has(product.id)}
                onChange={() => props.onToggle(product.id)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'image',
      header: <span className="sr-only">{t('list.image')}</span>,
      cell: (p) => <Thumbnail product={p} />,
    },
    { key: 'title', header: t('fields.title'), cell: (p) => p.title, sortable: true, rowHeader: true },
    { key: 'status', header: t('fields.status'), cell: status },
    { key: 'type', header: t('fields.type'), cell: (p) => t(`types.${p.type}`, { defaultValue: p.type }) },
    { key: 'price', header: t('list.price'), cell: range, align: 'end' },
    { key: 'stock', header: t('list.stock'), cell: stock, align: 'end' },
  ];

  // Once, not in both the table and the phone list (one hidden by CSS, still twice in the page).
  if (products.length === 0) return <>{props.empty}</>;

  return (
    <>
      <Table
        className="hidden md:block"
        caption={t('list.caption')}
        captionHidden
        columns={columns}
        rows={products}
        rowKey={(product) => product.id}
        sort={props.sort}
        onSortChange={props.onSortChange}
        onRowClick={props.onOpen}
        rowHref={(product) => productPaths.edit(product.id)}
      />
      <div className="md:hidden">
        <ul
          aria-label={t('list.caption')}
          className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
        >
          {products.map((product) => (
            <li key={product.id} className="flex items-center gap-3 p-3">
              {selectable && (
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-primary"
                  aria-label={t('list.select', { title: product.title })}
                  checked={selected.has(product.id)}
                  onChange={() => props.onToggle(product.id)}
                />
              )}
              <Thumbnail product={product} />
              <Link
                to={productPaths.edit(product.id)}
                className="flex min-h-11 min-w-0 flex-1 flex-col justify-center"
              >
                <span className="truncate font-medium">{product.title}</span>
                <span className="text-fg-muted text-sm">
                  {range(product)} · {t('list.in_stock', { count: stock(product) })}
                </span>
              </Link>
              {status(product)}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
