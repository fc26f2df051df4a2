import { shownVariantTitle } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/class-names.ts';
import type { ProductVariant } from '../../products/api.ts';

// Two tiles a row on a phone, more as the column widens (the column's width, not the screen's).
export const tileGrid = 'grid grid-cols-2 gap-2 @md:grid-cols-3 @2xl:grid-cols-4';
export const tileBox = 'min-h-20 rounded-lg border border-line';

/** What a tile shows first: the product, else the variant's own title. */
export const tileName = (variant: ProductVariant) => variant.product?.title ?? variant.title;

/** The mark of a tile the shop pinned: a pin, named for screen readers. */
export function PinMark() {
  const { t } = useTranslation('orders');
  return (
    <svg
      role="img"
      aria-label={t('pos.tiles.pinned')}
      viewBox="0 0 16 16"
      className="size-4 shrink-0 fill-current text-primary-text"
    >
      <path d="M10.5 1.5 14.5 5.5 13.8 6.2 12.4 5.9 10 8.3 10.4 11.4 9.4 12.4 6.6 9.6 2.6 13.6 2.4 13.4 6.4 9.4 3.6 6.6 4.6 5.6 7.7 6 10.1 3.6 9.8 2.2Z" />
    </svg>
  );
}

export interface TileFaceProps {
  variant: ProductVariant;
  /** the price shown, formatted */
  price: string;
  /** what the sale's warehouse holds; nothing shown when undefined (a variant that keeps no stock) */
  quantity?: number | undefined;
  pinned?: boolean | undefined;
}

/** The inside of a tile: name, size when there are several, price, stock, and the pin when pinned. */
export function TileFace({ variant, price, quantity, pinned }: TileFaceProps) {
  const { t } = useTranslation('orders');
  const option = variant.product ? shownVariantTitle(variant.title) : null;
  // The spaces keep the parts apart in an accessible name; flex and blocks drop them on screen.
  return (
    <>
      <span className="flex min-w-0 items-start justify-between gap-1">
        <span className="min-w-0">
          <span className="line-clamp-2 break-words font-medium leading-snug">{tileName(variant)}</span>{' '}
          {option && <span className="block truncate text-fg-muted text-sm">{option}</span>}
        </span>
        {pinned && <PinMark />}
      </span>{' '}
      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-semibold tabular-nums">{price}</span>{' '}
        {quantity !== undefined && (
          <span className={cx('text-xs', quantity > 0 ? 'text-fg-muted' : 'text-danger-text')}>
            {t('pos.in_stock', { count: quantity })}
          </span>
        )}
      </span>
    </>
  );
}
