import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { BarcodeInput } from '../../../components/barcode/barcode-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ShortcutKey } from '../../../components/ui/shortcut-key.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../../lib/http/api-client.ts';
import type { ProductVariant } from '../../products/api.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { createOrder, orderKeys, type PosSetup, posSetupQuery, refreshAfterSale } from '../api.ts';
import { orderPaths } from '../paths.ts';
import {
  addVariant,
  type Basket,
  basketTotals,
  basketUnitPrices,
  deliveryReady,
  emptyBasket,
  itemCount,
  quotationBody,
  setCustomer,
  setDelivery,
  unitPriceToPay,
} from '../sale/basket.ts';
import { CustomerPicker } from '../sale/customer-picker.tsx';
import { DeliveryFields } from '../sale/delivery-fields.tsx';
import { ProductSearch } from '../sale/product-search.tsx';
import { useSaleShortfalls } from '../sale/use-sale-shortfalls.ts';
import { BasketPanel } from './basket-panel.tsx';
import { DrawerBar } from './drawer-bar.tsx';
import { discardSale, holdSale, resumeSale } from './held-sales.ts';
import { HeldSalesDialog } from './held-sales-dialog.tsx';
import { lookupVariantOrKept } from './offline/lookup.ts';
import { type KeptSale, OfflineCounter } from './offline/offline-counter.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { POS_SHORTCUTS, usePosShortcuts } from './pos-shortcuts.ts';
import { QuickPicks } from './quick-picks.tsx';
import { useHeldSales } from './use-held-sales.ts';

const BASKET_KEY = 'comptoir.pos.basket';
const NO_TAXES: PosSetup['default_taxes'] = [];

function storedBasket(): Basket {
  try {
    const raw = sessionStorage.getItem(BASKET_KEY);
    return raw ? { ...emptyBasket, ...(JSON.parse(raw) as Partial<Basket>) } : emptyBasket;
  } catch {
    return emptyBasket;
  }
}

/**
 * /pos: the counter. Find products by name, SKU or scanned barcode, build the basket, take the money
 * across one or several payment methods, print or share the receipt. The basket survives a reload.
 */
export function PosPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const appLink = useAppLink();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const canSell = session.can('orders.create');
  const setup = useQuery({ ...posSetupQuery(), enabled: canSell });
  const [basket, setBasket] = useState<Basket>(storedBasket);
  // Which sale is on screen: a new one each time the basket is replaced whole (held, resumed, sold, kept,
  // saved as a quotation), so the fields that keep their own state (the customer typed but not picked)
  // start blank with it.
  const [saleKey, setSaleKey] = useState(0);
  const startSale = useCallback((next: Basket) => {
    setBasket(next);
    setSaleKey((key) => key + 1);
  }, []);
  const [paying, setPaying] = useState(false);
  const [heldSales, saveHeldSales] = useHeldSales(session.companyId);
  const [showingHeld, setShowingHeld] = useState(false);
  const [kept, setKept] = useState<KeptSale | null>(null);
  const lookup = useCallback(
    (code: string) => lookupVariantOrKept(session.companyId, code),
    [session.companyId],
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const quote = useMutation({
    mutationFn: () => createOrder(quotationBody(basket), crypto.randomUUID()),
    meta: { path: 'orders' },
  });

  useEffect(() => {
    sessionStorage.setItem(BASKET_KEY, JSON.stringify(basket));
  }, [basket]);

  const currency = setup.data?.currency ?? session.currency;
  const taxes = setup.data?.default_taxes ?? NO_TAXES;
  const totals = useMemo(() => basketTotals(basket, currency, taxes), [basket, currency, taxes]);
  // Unit prices as the basket charges them (taxes added), so the figure read is the one paid.
  const unitPrices = useMemo(() => basketUnitPrices(basket, currency, taxes), [basket, currency, taxes]);
  const unitPrice = useCallback((price: number) => unitPriceToPay(price, currency, taxes), [currency, taxes]);
  // What the sale's warehouse holds of the basket: a line it cannot supply is marked as it is added
  // (scanned or picked), not when the sale is refused at payment.
  const shortfalls = useSaleShortfalls(basket.lines, { enabled: canSell, companyId: session.companyId });
  const keptReceipt = useMemo(
    () => ({
      priceBasket: (kept: Basket) => basketTotals(kept, currency, taxes),
      methods: setup.data?.payment_methods ?? [],
      shopName: session.profile?.company.name ?? '',
    }),
    [currency, taxes, setup.data, session.profile],
  );

  const hold = () => {
    const held = holdSale(heldSales, basket, new Date(), crypto.randomUUID());
    if (!held.ok) {
      if (held.reason === 'full')
        showErrorToast('pos-held-full', t('pos.held.full', { count: heldSales.length }));
      return;
    }
    saveHeldSales(held.sales);
    startSale(emptyBasket);
    showSuccessToast('pos-held', t('pos.held.held', { who: basket.customer?.name ?? t('pos.held.walk_in') }));
  };
  const resume = (id: string) => {
    const resumed = resumeSale(heldSales, id, basket, new Date(), crypto.randomUUID());
    setShowingHeld(false);
    if (!resumed.ok) {
      showErrorToast('pos-held-gone', t('pos.held.gone'));
      return;
    }
    saveHeldSales(resumed.sales);
    startSale(resumed.basket);
    if (resumed.heldCurrent) showSuccessToast('pos-held', t('pos.held.swapped'));
  };

  const canCharge = basket.lines.length > 0 && !setup.isPending && deliveryReady(basket);
  usePosShortcuts(
    session.ready && canSell
      ? {
          search: () => {
            searchRef.current?.focus();
            searchRef.current?.select();
          },
          ...(canCharge ? { charge: () => setPaying(true) } : {}),
          ...(basket.lines.length > 0 ? { hold } : {}),
          ...(heldSales.length > 0 ? { held: () => setShowingHeld(true) } : {}),
        }
      : {},
  );

  if (!session.ready) return <Skeleton label={t('pos.loading')} lines={6} />;
  if (!canSell) return <p role="alert">{t('pos.forbidden')}</p>;

  const add = (variant: ProductVariant) => setBasket((current) => addVariant(current, variant));
  const count = itemCount(basket);

  return (
    <div className="flex flex-col gap-4 pb-24 md:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('pos.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {heldSales.length > 0 && (
            <Button
              variant="outline"
              onClick={() => setShowingHeld(true)}
              aria-keyshortcuts={POS_SHORTCUTS.held}
            >
              {t('pos.held.open', { count: heldSales.length })}
              <ShortcutKey keys={POS_SHORTCUTS.held} />
            </Button>
          )}
          <Button variant="ghost" {...appLink(orderPaths.list())}>
            {t('pos.orders')}
          </Button>
        </div>
      </div>
      <OfflineCounter
        companyId={session.companyId}
        money={session.money}
        receipt={keptReceipt}
        basket={basket}
        onBasket={startSale}
        kept={kept}
        onKeptClose={() => {
          setKept(null);
          searchRef.current?.focus();
        }}
      />
      <DrawerBar currency={currency} money={session.money} />
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)]">
        <section aria-labelledby="pos-find" className="flex flex-col gap-3">
          <h2 id="pos-find" className="sr-only">
            {t('pos.find')}
          </h2>
          <BarcodeInput<ProductVariant>
            label={t('pos.scan')}
            lookup={lookup}
            onFound={(variant) => add(variant)}
            listenToScanner
          />
          <ProductSearch
            money={session.money}
            onPick={add}
            unitPrice={unitPrice}
            idle={<QuickPicks money={session.money} onPick={add} unitPrice={unitPrice} />}
            inputRef={searchRef}
            keyShortcut={POS_SHORTCUTS.search}
          />
        </section>
        <section aria-labelledby="pos-basket" className="flex flex-col gap-3">
          <h2 id="pos-basket" className="font-semibold text-lg">
            {t('pos.basket', { count })}
          </h2>
          <CustomerPicker
            key={saleKey}
            value={basket.customer}
            onChange={(customer) => setBasket((current) => setCustomer(current, customer))}
            canCreate={session.can('customers.create')}
            keepsPending
          />
          <DeliveryFields
            value={basket.delivery}
            onChange={(delivery) => setBasket((current) => setDelivery(current, delivery))}
          />
          {basket.lines.length === 0 ? (
            <EmptyState title={t('pos.empty')} description={t('pos.empty_text')} />
          ) : (
            <BasketPanel
              basket={basket}
              onChange={setBasket}
              totals={totals}
              unitPrices={unitPrices}
              currency={currency}
              money={session.money}
              shortfalls={shortfalls}
            />
          )}
          <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-line border-t bg-surface p-3 md:static md:border-0 md:bg-transparent md:p-0">
            <Button
              size="large"
              className="w-full"
              disabled={!canCharge}
              onClick={() => setPaying(true)}
              aria-keyshortcuts={POS_SHORTCUTS.charge}
            >
              {t('pos.charge', { amount: session.money(totals.total) })}
              <ShortcutKey keys={POS_SHORTCUTS.charge} />
            </Button>
          </div>
        </section>
      </div>
      {basket.lines.length > 0 && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={hold} aria-keyshortcuts={POS_SHORTCUTS.hold}>
            {t('pos.held.hold')}
            <ShortcutKey keys={POS_SHORTCUTS.hold} />
          </Button>
          <Button
            variant="outline"
            loading={quote.isPending}
            disabled={!deliveryReady(basket)}
            onClick={() =>
              quote.mutate(undefined, {
                onSuccess: (order) => {
                  startSale(emptyBasket);
                  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
                  showSuccessToast('pos-quotation', t('pos.quotation_saved', { reference: order.reference }));
                  navigate(orderPaths.detail(order.id));
                },
                onError: (error) =>
                  showErrorToast(
                    'pos-quotation-error',
                    (error instanceof ApiRequestError ? error.result.error?.message : undefined) ||
                      t('pos.sale_failed'),
                  ),
              })
            }
          >
            {t('pos.save_quotation')}
          </Button>
        </div>
      )}
      <HeldSalesDialog
        open={showingHeld}
        onClose={() => setShowingHeld(false)}
        sales={heldSales}
        money={session.money}
        totalOf={(held) => basketTotals(held, currency, taxes).total}
        onResume={resume}
        onDiscard={(id) => saveHeldSales(discardSale(heldSales, id))}
      />
      {setup.data && (
        <PaymentDialog
          open={paying}
          onClose={() => setPaying(false)}
          basket={basket}
          total={totals.total}
          currency={currency}
          methods={setup.data.payment_methods}
          money={session.money}
          onSold={(order, change) => {
            setPaying(false);
            startSale(emptyBasket);
            refreshAfterSale(queryClient);
            navigate(orderPaths.receipt(order.id), { state: { change } });
          }}
          companyId={session.companyId}
          onKept={(sale, change) => {
            setPaying(false);
            startSale(emptyBasket);
            setKept({ sale, change });
          }}
        />
      )}
    </div>
  );
}
