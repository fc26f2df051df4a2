import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import type { ProductVariant } from '../../products/api.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { useDeviceClass } from '../../shell/rules/breakpoints.ts';
import { posQuickPicksQuery, saleStockQuery } from '../api.ts';
import { ArrangeTiles } from './arrange-tiles.tsx';
import { useTilesDraft } from './pinned-tiles-api.ts';
import { TileFace, tileBox, tileGrid } from './tile-face.tsx';

export interface QuickPicksProps {
  money: (minor: number) => string;
  /** adds one unit to the basket, as a search result does */
  onPick: (variant: ProductVariant) => void;
  /** what one unit at a catalogue price costs the customer (the counter adds the taxes) */
  unitPrice: (price: number) => number;
}

/** Tiles on a phone, out of the 24 the server sends. */
const PHONE_TILES = 8;
/** While loading: one row of placeholder tiles, whatever the row holds. */
const PLACEHOLDERS = ['', '', 'hidden @md:block', 'hidden @2xl:block'];

/**
 * The counter's tiles, one tap adding a unit: faster than typing on a phone. The shop's pinned tiles
 * first (with a pin), then its best sellers. Whoever may edit products (products.update) arranges the
 * pinned ones. A convenience: while it loads it holds one row, when it fails or is empty the POS goes
 * on without it.
 */
export function QuickPicks({ money, onPick, unitPrice }: QuickPicksProps) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const session = useProductSession();
  const draft = useTilesDraft((state) => state.draft);
  const startArranging = useTilesDraft((state) => state.start);
  const stopArranging = useTilesDraft((state) => state.end);
  const canArrange = session.can('products.update');
  const arranging = canArrange && draft?.companyId === session.companyId;
  const picks = useQuery(posQuickPicksQuery());
  // On a phone the basket is under the grid: four rows leave it one short scroll away.
  const shown = useDeviceClass() === 'mobile' && !arranging ? PHONE_TILES : undefined;
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
        <div className={tileGrid}>
          {PLACEHOLDERS.map((shown, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never reorder.
              key={index}
              aria-hidden="true"
              className={cx(tileBox, 'bg-surface-muted motion-safe:animate-pulse', shown)}
            />
          ))}
        </div>
        <span className="sr-only">{t('pos.quick_picks_loading')}</span>
      </div>
    );
  if (picks.isError) return <p className="text-fg-muted text-sm">{t('pos.quick_picks_failed')}</p>;
  if (variants.length === 0 && !arranging) return null;

  return (
    <section aria-labelledby={headingId} className="@container flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium text-fg-muted text-sm">
          {t('pos.quick_picks')}
        </h3>
        {canArrange && (
          <Button
            variant="ghostPrimary"
            size="small"
            aria-pressed={arranging}
            onClick={() => (arranging ? stopArranging() : startArranging(session.companyId))}
          >
            {t('pos.tiles.arrange')}
          </Button>
        )}
      </div>
      {arranging ? (
        <ArrangeTiles picks={variants} price={(variant) => money(unitPrice(variant.price))} />
      ) : (
        <ul aria-labelledby={headingId} className={tileGrid}>
          {variants.map((variant) => (
            <li key={variant.id} className="flex">
              <button
                type="button"
                onClick={() => onPick(variant)}
                className={cx(
                  tileBox,
                  'flex w-full flex-col justify-between gap-2 bg-surface p-3 text-start shadow-xs',
                  'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary',
                  'motion-safe:transition-transform motion-safe:active:scale-[0.98]',
                  variant.pinned && 'border-primary/40',
                )}
              >
                <span className="sr-only">{t('pos.add_prefix')} </span>
                <TileFace
                  variant={variant}
                  price={money(unitPrice(variant.price))}
                  quantity={held.get(variant.id)}
                  pinned={variant.pinned}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
