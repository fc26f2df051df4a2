import { MAX_PINNED_TILES, moveTile, pinTile, unpinTile } from '@comptoir/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { ApiRequestError } from '../../../lib/http/api-client.ts';
import type { ProductVariant } from '../../products/api.ts';
import type { PosQuickPick } from '../api.ts';
import { PinSearch } from './pin-search.tsx';
import {
  PINNED_TILES_PATH,
  pinnedVariantsQuery,
  savePinnedVariants,
  useTilesDraft,
} from './pinned-tiles-api.ts';
import { TileFace, tileBox, tileGrid, tileName } from './tile-face.tsx';

export interface ArrangeTilesProps {
  /** the quick picks on screen: those not pinned are offered to pin */
  picks: PosQuickPick[];
  price: (variant: ProductVariant) => string;
}

const control = 'min-h-11 min-w-11 px-2';

/**
 * The counter's tiles being arranged: pin or unpin a tile, find a product to pin, move a pinned tile one
 * place earlier or later with its buttons (keys and fingers alike), then save them for the whole shop or
 * cancel. Nothing is sold from a tile meanwhile.
 */
export function ArrangeTiles({ picks, price }: ArrangeTilesProps) {
  const { t } = useTranslation('orders');
  const pinnedHeading = useId();
  const othersHeading = useId();
  const saved = useQuery(pinnedVariantsQuery());
  const draft = useTilesDraft((state) => state.draft);
  const edit = useTilesDraft((state) => state.edit);
  const end = useTilesDraft((state) => state.end);
  const root = useRef<HTMLDivElement>(null);
  // After a move the tile's button is under the finger or the keyboard focus again, at its new place.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    root.current?.querySelector<HTMLElement>(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const tiles = draft?.tiles ?? saved.data?.variants;
  const save = useMutation({
    mutationFn: (variants: ProductVariant[]) => savePinnedVariants(variants.map((variant) => variant.id)),
    meta: { path: PINNED_TILES_PATH },
    onSuccess: () => {
      showSuccessToast('pos-tiles-saved', t('pos.tiles.saved'));
      end();
    },
    onError: (error, variants) =>
      showErrorToast('pos-tiles-error', failureMessage(error, variants) || t('errors.generic')),
  });

  const actions = (
    <div className="flex flex-wrap gap-2">
      {tiles && (
        <Button onClick={() => save.mutate(tiles)} loading={save.isPending}>
          {t('pos.tiles.save')}
        </Button>
      )}
      <Button variant="outline" onClick={end} disabled={save.isPending}>
        {t('pos.tiles.cancel')}
      </Button>
    </div>
  );
  if (!tiles)
    return (
      <div className="flex flex-col gap-2">
        {saved.isError ? (
          <p role="alert" className="text-danger-text text-sm">
            {t('pos.tiles.load_failed')}
          </p>
        ) : (
          <p role="status" className="text-fg-muted text-sm">
            {t('pos.tiles.loading')}
          </p>
        )}
        {actions}
      </div>
    );

  const ids = tiles.map((variant) => variant.id);
  const full = ids.length >= MAX_PINNED_TILES;
  const others = picks.filter((variant) => !ids.includes(variant.id));
  const known = new Map([...tiles, ...others].map((variant) => [variant.id, variant]));
  const arrange = (next: string[], focus: string | null, added?: ProductVariant) => {
    if (added) known.set(added.id, added);
    edit(next.map((id) => known.get(id)!));
    setFocusNext(focus);
  };
  const at = (id: string, action: string) => `[data-tile="${id}"][data-action="${action}"]`;
  const move = (variant: ProductVariant, by: -1 | 1) => {
    const next = moveTile(ids, variant.id, by);
    const index = next.indexOf(variant.id);
    // Moved to either end, the button pressed is disabled: the other one takes the focus.
    const atEnd = by === -1 ? index === 0 : index === next.length - 1;
    arrange(next, at(variant.id, (by === -1) !== atEnd ? 'earlier' : 'later'));
  };
  const pin = (variant: ProductVariant) =>
    arrange(pinTile(ids, variant.id), at(variant.id, 'unpin'), variant);
  const unpin = (variant: ProductVariant) =>
    arrange(unpinTile(ids, variant.id), '[data-focus="pinned-heading"]');

  return (
    <div ref={root} className="flex flex-col gap-4">
      <p className="text-fg-muted text-sm">{t('pos.tiles.help')}</p>
      <PinSearch pinnedIds={ids} full={full} onPin={pin} price={price} />
      <section aria-labelledby={pinnedHeading} className="flex flex-col gap-2">
        <h4 id={pinnedHeading} tabIndex={-1} data-focus="pinned-heading" className="font-medium text-sm">
          {t('pos.tiles.pinned_list')}
        </h4>
        {full && <p className="text-fg-muted text-sm">{t('pos.tiles.full', { max: MAX_PINNED_TILES })}</p>}
        {tiles.length === 0 ? (
          <p className="text-fg-muted text-sm">{t('pos.tiles.none_pinned')}</p>
        ) : (
          <ol aria-labelledby={pinnedHeading} className={tileGrid}>
            {tiles.map((variant, index) => {
              const name = tileName(variant);
              return (
                <Tile key={variant.id} variant={variant} price={price(variant)} pinned>
                  <TileButton
                    tile={variant.id}
                    action="earlier"
                    label={t('pos.tiles.earlier_of', { name })}
                    disabled={index === 0}
                    onClick={() => move(variant, -1)}
                  >
                    ←
                  </TileButton>
                  <TileButton
                    tile={variant.id}
                    action="later"
                    label={t('pos.tiles.later_of', { name })}
                    disabled={index === tiles.length - 1}
                    onClick={() => move(variant, 1)}
                  >
                    →
                  </TileButton>
                  <TileButton
                    tile={variant.id}
                    action="unpin"
                    label={t('pos.tiles.unpin_of', { name })}
                    onClick={() => unpin(variant)}
                  >
                    {t('pos.tiles.unpin')}
                  </TileButton>
                </Tile>
              );
            })}
          </ol>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby={othersHeading} className="flex flex-col gap-2">
          <h4 id={othersHeading} className="font-medium text-sm">
            {t('pos.tiles.others')}
          </h4>
          <ul aria-labelledby={othersHeading} className={tileGrid}>
            {others.map((variant) => (
              <Tile key={variant.id} variant={variant} price={price(variant)}>
                <TileButton
                  tile={variant.id}
                  action="pin"
                  label={t('pos.tiles.pin_of', { name: tileName(variant) })}
                  disabled={full}
                  onClick={() => pin(variant)}
                >
                  {t('pos.tiles.pin')}
                </TileButton>
              </Tile>
            ))}
          </ul>
        </section>
      )}
      <div className="sticky bottom-0 border-line border-t bg-surface py-2">{actions}</div>
    </div>
  );
}

function Tile({
  variant,
  price,
  pinned,
  children,
}: {
  variant: ProductVariant;
  price: string;
  pinned?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={cx(
        tileBox,
        'flex flex-col justify-between gap-2 bg-surface p-3 shadow-xs',
        pinned && 'border-primary/40',
      )}
    >
      <div className="flex flex-col gap-2">
        <TileFace variant={variant} price={price} pinned={pinned} />
      </div>
      <div className="flex flex-wrap gap-1">{children}</div>
    </li>
  );
}

function TileButton({
  tile,
  action,
  label,
  disabled,
  onClick,
  children,
}: {
  tile: string;
  action: 'earlier' | 'later' | 'unpin' | 'pin';
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="small"
      className={control}
      aria-label={label}
      data-tile={tile}
      data-action={action}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The server's refusal, naming each tile it refused ("Pain aux noix: This product is not on sale…"). */
function failureMessage(error: unknown, tiles: ProductVariant[]): string {
  if (!(error instanceof ApiRequestError) || !error.result.error) return '';
  const { message, errors } = error.result.error;
  const named = Object.entries(errors ?? {}).flatMap(([field, messages]) => {
    const tile = tiles[Number(/^variant_ids\.(\d+)$/.exec(field)?.[1] ?? Number.NaN)];
    return tile && messages[0] ? [`${tileName(tile)}: ${messages[0]}`] : [];
  });
  return named.length > 0 ? named.join(' ') : message;
}
