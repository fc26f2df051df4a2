import { DELIVERY_MODES, type DeliveryMode } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { markWorkSaved } from '../../../app/unsaved-work.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { ApiRequestError } from '../../../lib/http/api-client.ts';
import { customerAddressesQuery } from '../../customers/api.ts';
import type { ProductVariant } from '../../products/api.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { createOrder, posSetupQuery } from '../api.ts';
import { orderPaths } from '../paths.ts';
import {
  addVariant,
  type Basket,
  type BasketCustomer,
  basketUnitPrices,
  setCustomer,
  unitPriceToPay,
} from '../sale/basket.ts';
import { BasketLines } from '../sale/basket-lines.tsx';
import { BasketTotals } from '../sale/basket-totals.tsx';
import { CustomerPicker } from '../sale/customer-picker.tsx';
import { OrderDiscountFields } from '../sale/order-discount-fields.tsx';
import { ProductSearch } from '../sale/product-search.tsx';
import { useSaleShortfalls } from '../sale/use-sale-shortfalls.ts';
import { DeliveryAddressFields } from './delivery-address-fields.tsx';
import { DiscountCodesField } from './discount-codes-field.tsx';
import { errorsByIndex, errorsUnder, type FieldErrors, otherErrors } from './field-errors.ts';
import {
  addCode,
  draftBody,
  draftErrors,
  draftPricing,
  emptyDraft,
  followSuggestion,
  goodsSubtotal,
  type OfficeDraft,
  type OfficeStatus,
  refusedCodes,
  removeCode,
  setDeliveryMode,
  suggestedFee,
} from './order-draft.ts';
import { OrderSetupFields } from './order-setup-fields.tsx';
import { type SavedAddress, savedAddressesOf, withSavedAddresses } from './saved-addresses.ts';
import { ShippingFields } from './shipping-fields.tsx';

/** The fields this form shows; the server's errors on anything else go to the summary. */
const SHOWN_FIELDS = [
  'customer_id',
  'shipping_address',
  'shipping',
  'lines',
  'discounts',
  'discount_codes',
  'shop_id',
  'warehouse_id',
  'seller_id',
  'notes',
];

/**
 * /orders/create: an order taken in the office — a phone call or a WhatsApp message. Customer,
 * delivery and its fee, items at the catalogue's price or another, discounts and codes, who sells
 * it from where; saved as a draft, a quotation or a confirmed order. The total is priceOrder's, as
 * the server will store it.
 */
export function OrderCreatePage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const appLink = useAppLink();
  const session = useProductSession();
  const modeName = useId();
  const refusedId = useId();
  const canCreate = session.can('orders.create');
  const setup = useQuery({ ...posSetupQuery(), enabled: canCreate });
  const [kept, setDraft] = useState<OfficeDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const attempt = useRef({ body: '', key: '' });
  const save = useMutation({
    mutationFn: ({ body, key }: { body: ReturnType<typeof draftBody>; key: string }) =>
      createOrder(body, key),
    meta: { path: 'orders' },
  });

  const currency = setup.data?.currency ?? session.currency;
  const taxes = setup.data?.default_taxes ?? [];
  const suggested = useMemo(
    () =>
      suggestedFee(
        setup.data?.shipping_fees ?? [],
        kept,
        kept.shopId || session.profile?.scope?.shop_id || null,
        goodsSubtotal(kept.basket, currency, taxes),
      ),
    [setup.data, kept, session.profile, currency, taxes],
  );
  // a fee applied from the suggestion follows it: another address, pickup instead of delivery, a bigger basket
  const draft = useMemo(() => followSuggestion(kept, suggested), [kept, suggested]);
  const pricing = useMemo(() => draftPricing(draft, currency, taxes, new Date()), [draft, currency, taxes]);
  // A code known not to apply: the server would refuse the order, whatever its status.
  const refused = refusedCodes(pricing);
  // Lines the order's warehouse cannot supply: confirming takes the stock and would be refused; a
  // quotation or a draft takes none and can still be saved.
  const shortfalls = useSaleShortfalls(draft.basket.lines, {
    warehouseId: draft.warehouseId,
    enabled: canCreate,
  });

  if (!session.ready) return <Skeleton label={t('office.loading')} lines={8} />;
  if (!canCreate) return <p role="alert">{t('office.forbidden')}</p>;

  const change = (next: (current: OfficeDraft) => OfficeDraft) => setDraft(next);
  const setBasket = (basket: Basket) => change((current) => ({ ...current, basket }));
  const me = session.profile?.id ?? '';

  /** A new customer (or none): their saved addresses fill or are offered once read, if they may be read. */
  async function pickCustomer(customer: BasketCustomer | null) {
    change((current) =>
      withSavedAddresses({ ...current, basket: setCustomer(current.basket, customer) }, []),
    );
    if (!customer || !session.can('customers.view')) return;
    const saved = await queryClient
      .fetchQuery(customerAddressesQuery(customer.id))
      .then(savedAddressesOf, (): SavedAddress[] => []);
    // Another customer may have been picked meanwhile: their addresses are theirs.
    change((current) =>
      current.basket.customer?.id === customer.id ? withSavedAddresses(current, saved) : current,
    );
  }

  function submit(status: OfficeStatus) {
    const local = draftErrors(draft);
    if (Object.keys(local).length > 0) {
      setErrors(
        Object.fromEntries(
          Object.entries(local).map(([field, key]) => [field, [t(key as 'office.errors.required')]]),
        ),
      );
      showErrorToast('order-create-error', t('office.check_form'));
      return;
    }
    setErrors({});
    const body = draftBody(draft, status, me);
    // One key per body: pressing again after a lost answer gets the same order, never a second one.
    const text = JSON.stringify(body);
    if (attempt.current.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    save.mutate(
      { body, key: attempt.current.key },
      {
        onSuccess: (order) => {
          showSuccessToast(
            'order-created',
            t('office.saved', { reference: order.reference, status: t(`status.${order.status}`) }),
          );
          markWorkSaved();
          navigate(orderPaths.detail(order.id));
        },
        onError: (error) => {
          const failure = error instanceof ApiRequestError ? error.result.error : null;
          setErrors(failure?.errors ?? {});
          showErrorToast('order-create-error', failure?.message || t('errors.generic'));
        },
      },
    );
  }

  const summary = otherErrors(errors, SHOWN_FIELDS);
  const address = draft.basket.delivery;

  return (
    <div className="flex flex-col gap-4 pb-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('office.title')}</h1>
        <Button variant="ghost" {...appLink(orderPaths.list())}>
          {t('pos.orders')}
        </Button>
      </div>
      {summary.length > 0 && (
        <ul role="alert" className="rounded-lg border border-danger-text p-3 text-danger-text text-sm">
          {summary.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {setup.isError && <p role="alert">{setup.error.message || t('errors.generic')}</p>}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="office-customer" className="flex flex-col gap-2">
            <h2 id="office-customer" className="font-semibold text-lg">
              {t('detail.customer')}
            </h2>
            <CustomerPicker
              value={draft.basket.customer}
              onChange={(customer) => void pickCustomer(customer)}
              canCreate={session.can('customers.create')}
            />
            {errorsUnder(errors, 'customer_id').map((message) => (
              <p key={message} className="text-danger-text text-sm">
                {message}
              </p>
            ))}
          </section>

          <section aria-labelledby="office-delivery" className="flex flex-col gap-3">
            <h2 id="office-delivery" className="font-semibold text-lg">
              {t('delivery_form.legend')}
            </h2>
            <fieldset className="flex flex-col gap-1">
              <legend className="sr-only">{t('office.mode')}</legend>
              <div className="flex flex-wrap gap-2">
                {DELIVERY_MODES.map((mode: DeliveryMode) => (
                  <label
                    key={mode}
                    className={cx(
                      'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 pointer-fine:min-h-9',
                      draft.deliveryMode === mode
                        ? 'border-primary bg-surface-muted font-medium'
                        : 'border-line',
                    )}
                  >
                    <input
                      type="radio"
                      name={modeName}
                      value={mode}
                      checked={draft.deliveryMode === mode}
                      onChange={() => change((current) => setDeliveryMode(current, mode))}
                      className="size-4 accent-primary"
                    />
                    {t(`office.modes.${mode}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            {address && (
              <DeliveryAddressFields
                value={address}
                onChange={(delivery) => setBasket({ ...draft.basket, delivery })}
                saved={draft.savedAddresses}
                customer={draft.basket.customer}
                errors={errors}
              />
            )}
            <ShippingFields
              value={draft.shipping}
              onChange={(shipping) => change((current) => ({ ...current, shipping }))}
              fees={setup.data?.shipping_fees ?? []}
              suggested={suggested}
              pickup={draft.deliveryMode === 'pickup'}
              currency={currency}
              money={session.money}
              errors={{
                fee: errorsUnder(errors, 'shipping.shipping_fee_id'),
                amount: [...errorsUnder(errors, 'shipping.amount'), ...errorsUnder(errors, 'shipping.label')],
              }}
            />
          </section>

          <section aria-labelledby="office-items" className="flex flex-col gap-3">
            <h2 id="office-items" className="font-semibold text-lg">
              {t('detail.lines')}
            </h2>
            <ProductSearch
              money={session.money}
              onPick={(variant: ProductVariant) => setBasket(addVariant(draft.basket, variant))}
              warehouseId={draft.warehouseId}
              unitPrice={(price) => unitPriceToPay(price, currency, taxes)}
            />
            {draft.basket.lines.length === 0 ? (
              <EmptyState title={t('office.no_items')} description={t('office.no_items_text')} />
            ) : (
              <BasketLines
                basket={draft.basket}
                onChange={setBasket}
                lineTotals={pricing.totals.lines.map((line) => line.total)}
                unitPrices={basketUnitPrices(draft.basket, currency, taxes)}
                currency={currency}
                money={session.money}
                priceEditable
                lineErrors={errorsByIndex(errors, 'lines')}
                shortfalls={shortfalls}
                shortfallStops="confirmation"
              />
            )}
            {(errors.lines ?? []).map((message) => (
              <p key={message} role="alert" className="text-danger-text text-sm">
                {message}
              </p>
            ))}
          </section>
        </div>

        <aside className="flex flex-col gap-6">
          <section aria-labelledby="office-setup" className="flex flex-col gap-3">
            <h2 id="office-setup" className="font-semibold text-lg">
              {t('office.details')}
            </h2>
            <OrderSetupFields
              value={draft}
              onChange={(next) => change((current) => ({ ...current, ...next }))}
              errors={errors}
            />
            <Field label={t('office.notes')} error={errorsUnder(errors, 'notes')}>
              <TextArea
                value={draft.notes}
                rows={3}
                maxLength={2000}
                onChange={(event) => change((current) => ({ ...current, notes: event.target.value }))}
              />
            </Field>
          </section>

          <section aria-labelledby="office-discounts" className="flex flex-col gap-3">
            <h2 id="office-discounts" className="font-semibold text-lg">
              {t('totals.discounts')}
            </h2>
            <OrderDiscountFields
              basket={draft.basket}
              onChange={setBasket}
              currency={currency}
              error={errorsUnder(errors, 'discounts')}
            />
            <DiscountCodesField
              codes={pricing.codes}
              onAdd={(terms) => change((current) => addCode(current, terms))}
              onRemove={(code) => change((current) => removeCode(current, code))}
              money={session.money}
              errors={errorsByIndex(errors, 'discount_codes')}
            />
          </section>

          <section
            aria-labelledby="office-total"
            className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3"
          >
            <h2 id="office-total" className="font-semibold text-lg">
              {t('office.summary')}
            </h2>
            <BasketTotals totals={pricing.totals} money={session.money} shipping={pricing.shipping} />
            <div className="flex flex-col gap-2">
              {shortfalls && (
                <p className="text-danger-text text-sm">
                  {t('office.short_confirm', { warehouse: shortfalls.warehouse })}
                </p>
              )}
              {refused.length > 0 && (
                <p id={refusedId} className="text-danger-text text-sm">
                  {t('office.codes_refused', { codes: refused.join(', ') })}
                </p>
              )}
              <Button
                size="large"
                loading={save.isPending && save.variables?.body.status === 'confirmed'}
                disabled={save.isPending || setup.isPending || refused.length > 0}
                aria-describedby={refused.length > 0 ? refusedId : undefined}
                onClick={() => submit('confirmed')}
              >
                {t('office.save_confirmed')}
              </Button>
              <div className="grid grid-cols-2 gap-2">
                <Button
                  variant="outline"
                  loading={save.isPending && save.variables?.body.status === 'quotation'}
                  disabled={save.isPending || setup.isPending || refused.length > 0}
                  aria-describedby={refused.length > 0 ? refusedId : undefined}
                  onClick={() => submit('quotation')}
                >
                  {t('office.save_quotation')}
                </Button>
                <Button
                  variant="outline"
                  loading={save.isPending && save.variables?.body.status === 'draft'}
                  disabled={save.isPending || setup.isPending || refused.length > 0}
                  aria-describedby={refused.length > 0 ? refusedId : undefined}
                  onClick={() => submit('draft')}
                >
                  {t('office.save_draft')}
                </Button>
              </div>
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}
