import { shownVariantTitle } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShortcutKey } from '../../../components/ui/shortcut-key.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { ProductVariant } from '../../products/api.ts';
import { saleStockQuery } from '../api.ts';
import { useVariantSearch } from './use-variant-search.ts';

export interface ProductSearchProps {
  money: (minor: number) => string;
  onPick: (variant: ProductVariant) => void;
  /** the warehouse the sale leaves from when chosen on it (office orders); else the sale's own */
  warehouseId?: string;
  /** what one unit at a catalogue price costs the customer (the counter adds the taxes); the price when absent */
  unitPrice?: (price: number) => number;
  /** shown while nothing is typed, where the results go (the counter's quick picks) */
  idle?: ReactNode;
  /** the search box, e.g. for a key that focuses it */
  inputRef?: Ref<HTMLInputElement>;
  /** the key that focuses the search box, shown by its label */
  keyShortcut?: string;
}

const samePrice = (price: number) => price;

/** Type a name or SKU; each match is a button that adds one unit to the basket. */
export function ProductSearch({
  money,
  onPick,
  warehouseId = '',
  unitPrice = samePrice,
  idle,
  inputRef,
  keyShortcut,
}: ProductSearchProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const { text, setText, search, pending, variants } = useVariantSearch();
  // The stock shown is the selling warehouse's: the company's total would promise units elsewhere.
  const stock = useQuery(
    saleStockQuery(
      variants.map((variant) => variant.id),
      warehouseId,
    ),
  );
  const held = new Map(stock.data?.quantities.map((row) => [row.variant_id, row.quantity]));
  // Results follow the typed text at once: cleared, the idle content is back without the pause.
  const typing = text.trim() !== '';

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="font-medium text-sm">
          {t('pos.search_label')}
        </label>
        {keyShortcut && <ShortcutKey keys={keyShortcut} />}
      </div>
      <TextInput
        ref={inputRef}
        id={id}
        aria-keyshortcuts={keyShortcut}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('pos.search_placeholder')}
        enterKeyHint="search"
        autoComplete="off"
      />
      {!typing && idle}
      {typing && search !== '' && (
        <div aria-live="polite" className="flex flex-col gap-1">
          {pending ? (
            <p className="text-fg-muted text-sm">{t('pos.searching')}</p>
          ) : variants.length === 0 ? (
            <p className="text-fg-muted text-sm">{t('pos.no_match', { search })}</p>
          ) : (
            <ul
              aria-label={t('pos.results')}
              className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
            >
              {variants.map((variant) => {
                const name = variant.product?.title ?? variant.title;
                const option = variant.product ? shownVariantTitle(variant.title) : null;
                return (
                  <li key={variant.id}>
                    <button
                      type="button"
                      onClick={() => onPick(variant)}
                      className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-start hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      <span className="min-w-0">
                        <span className="sr-only">{t('pos.add_prefix')} </span>
                        <span className="block truncate font-medium">{name}</span>
                        <span className="block text-fg-muted text-sm">
                          {[
                            option,
                            variant.sku,
                            held.has(variant.id) && t('pos.in_stock', { count: held.get(variant.id) }),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </span>
                      <span className="shrink-0 font-medium tabular-nums">
                        {money(unitPrice(variant.price))}
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
