import { shownVariantTitle } from '@comptoir/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { ProductVariant } from '../../products/api.ts';
import { useVariantSearch } from '../sale/use-variant-search.ts';
import { tileName } from './tile-face.tsx';

export interface PinSearchProps {
  /** the tiles pinned so far: found again, they say so instead of offering to pin */
  pinnedIds: readonly string[];
  /** no more tiles may be pinned */
  full: boolean;
  onPin: (variant: ProductVariant) => void;
  price: (variant: ProductVariant) => string;
}

/**
 * Finds a product to pin, by name or SKU, as the sale's search does (the same query, so a product found
 * there is found here). Not the sale's ProductSearch itself: its results add to the basket under the
 * sale's own label, and two "Search products" boxes on one screen would be one too many.
 */
export function PinSearch({ pinnedIds, full, onPin, price }: PinSearchProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const { text, setText, search, results, pending, variants } = useVariantSearch();

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-sm">
        {t('pos.tiles.find')}
      </label>
      <TextInput
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('pos.search_placeholder')}
        enterKeyHint="search"
        autoComplete="off"
      />
      {text.trim() !== '' && search !== '' && (
        <div aria-live="polite">
          {pending ? (
            <p className="text-fg-muted text-sm">{t('pos.searching')}</p>
          ) : results.isError && variants.length === 0 ? (
            <p className="text-fg-muted text-sm">{t('pos.tiles.search_failed')}</p>
          ) : variants.length === 0 ? (
            <p className="text-fg-muted text-sm">{t('pos.no_match', { search })}</p>
          ) : (
            <ul
              aria-label={t('pos.tiles.found')}
              className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
            >
              {variants.map((variant) => {
                const pinned = pinnedIds.includes(variant.id);
                const option = variant.product ? shownVariantTitle(variant.title) : null;
                return (
                  <li key={variant.id}>
                    <button
                      type="button"
                      disabled={pinned || full}
                      onClick={() => onPin(variant)}
                      className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-start hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
                    >
                      <span className="min-w-0">
                        {!pinned && <span className="sr-only">{t('pos.tiles.pin')} </span>}{' '}
                        <span className="block truncate font-medium">{tileName(variant)}</span>{' '}
                        <span className="block text-fg-muted text-sm">
                          {[option, variant.sku, price(variant)].filter(Boolean).join(' · ')}
                        </span>
                      </span>{' '}
                      {/* "Pin" is said first already; "Pinned" is said here */}
                      <span aria-hidden={!pinned} className="shrink-0 font-medium text-primary-text text-sm">
                        {pinned ? t('pos.tiles.pinned') : t('pos.tiles.pin')}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
