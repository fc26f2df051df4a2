import { shownVariantTitle } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/class-names.ts';
import type { ProductVariant } from '../../products/api.ts';
import { useDeviceClass } from '../../shell/rules/breakpoints.ts';
import { posQuickPicksQuery, saleStockQuery } from '../api.ts';

export interface QuickPicksProps {
  money: (minor: number) => string;
  /** adds one unit to the basket, as a search result does */
  onPick: (variant: ProductVariant) => void;
  /** what one unit at a catalogue price costs the customer (the counter adds the taxes) */
  unitPrice: (price: number) => number;
}

// Two tiles a row on a phone, more as the column widens (the column's width, not the screen's).
const grid = 'grid grid-cols-2 gap-2 @md:grid-cols-3 @2xl:grid-cols-4';
const tile = 'min-h-20 rounded-lg border border-line';
/** Tiles on a phone, out of the 24 the server sends. */
const PHONE_TILES = 8;
/** While loading: one row of placeholder tiles, whatever the row holds. */
const PLACEHOLDERS = ['', '', 'hidden @md:block', 'hidden @2xl:block'];

/**
 * The counter's best sellers as tiles, one tap adding a unit: faster than typing on a phone. A
 * convenience: while it loads it holds one row, when it fails or is empty the POS goes on without it.
 */
export function QuickPicks({ money, onPick, unitPrice }: QuickPicksProps) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const picks = useQuery(posQuickPicksQuery());
  // On a phone the basket is under the grid: four rows leave it one short scroll away.
  const shown = useDeviceClass() === 'mobile' ? PHONE_TILES : undefined;
  const variants = (picks.data ?? []).slice(0, shown);
  // The sale's warehouse, as the search shows it; a variant that keeps no stock shows none.
  const stock = useQuery(saleStockQuery(variants.map((variant) => variant.id)));
  const held = new Map(
    stock.data?.quantities
      .filter((row) => row.tracked !== false)
      .map((row) => [row.variant_id, row.quantity]),
  );

  if (picks.isPending)
    return (
      <div role="status" className="@container">
        <div className={grid}>
          {PLACEHOLDERS.map((shown, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never reorder.
              key={index}
              aria-hidden="true"
              className={cx(tile, 'bg-surface-muted motion-safe:animate-pulse', shown)}
            />
          ))}
        </div>
        <span className="sr-only">{t('pos.quick_picks_loading')}</span>
      </div>
    );
  if (picks.isError) return <p className="text-fg-muted text-sm">{t('pos.quick_picks_failed')}</p>;
  if (variants.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="@container flex flex-col gap-2">
      <h3 id={headingId} className="font-medium text-fg-muted text-sm">
        {t('pos.quick_picks')}
      </h3>
      <ul aria-labelledby={headingId} className={grid}>
        {variants.map((variant) => {
          const name = variant.product?.title ?? variant.title;
          const option = variant.product ? shownVariantTitle(variant.title) : null;
          const quantity = held.get(variant.id);
          return (
            <li key={variant.id} className="flex">
              <button
                type="button"
                onClick={() => onPick(variant)}
                className={cx(
                  tile,
                  'flex w-full flex-col justify-between gap-2 bg-surface p-3 text-start shadow-xs',
                  'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary',
                  'motion-safe:transition-transform motion-safe:active:scale-[0.98]',
                )}
              >
                {/* the spaces keep the parts apart in the button's accessible name; flex and blocks drop them on screen */}
                <span className="min-w-0">
                  <span className="sr-only">{t('pos.add_prefix')} </span>
                  <span className="line-clamp-2 break-words font-medium leading-snug">{name}</span>{' '}
                  {option && <span className="block truncate text-fg-muted text-sm">{option}</span>}
                </span>{' '}
                <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span className="font-semibold tabular-nums">{money(unitPrice(variant.price))}</span>{' '}
                  {quantity !== undefined && (
                    <span className={cx('text-xs', quantity > 0 ? 'text-fg-muted' : 'text-danger-text')}>
                      {t('pos.in_stock', { count: quantity })}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
