import { type Order, type OrderUpdate, variantDisplayName } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { markWorkSaved } from '../../../app/unsaved-work.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { ApiRequestError } from '../../../lib/http/api-client.ts';
import { customerAddressesQuery } from '../../customers/api.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { orderKeys, orderQuery, sellersQuery, updateOrder } from '../api.ts';
import { orderPaths } from '../paths.ts';
import { type BasketCustomer, type BasketDelivery, shippingAddress } from '../sale/basket.ts';
import { CustomerPicker } from '../sale/customer-picker.tsx';
import { DeliveryAddressFields } from './delivery-address-fields.tsx';
import { EDITABLE_STATUSES } from './editable.ts';
import { errorsUnder, type FieldErrors, otherErrors } from './field-errors.ts';
import { savedAddressesOf } from './saved-addresses.ts';

/** /orders/:id/edit: loads the order, then its form. */
export function OrderEditPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const session = useProductSession();
  const order = useQuery({ ...orderQuery(id), enabled: session.can('orders.update') });

  if (!session.ready) return <Skeleton label={t('detail.loading')} lines={6} />;
  if (!session.can('orders.update')) return <p role="alert">{t('office.edit_forbidden')}</p>;
  if (order.isPending) return <Skeleton label={t('detail.loading')} lines={6} />;
  if (order.isError) return <p role="alert">{order.error.message || t('errors.generic')}</p>;
  if (!EDITABLE_STATUSES.includes(order.data.status))
    return <p role="alert">{t('office.not_editable', { status: t(`status.${order.data.status}`) })}</p>;
  return <OrderEditForm order={order.data} />;
}

/**
 * The order's address as its fields take it. A recipient and phone that are the customer's own are
 * left blank, so they follow the customer as on the new order; someone else's stay.
 */
function deliveryOf(order: Order): BasketDelivery | null {
  if (order.delivery_mode !== 'delivery') return null;
  const snapshot = order.shipping_address;
  const unlessCustomers = (text: string | null | undefined, customers: string | null | undefined) =>
    text && text !== customers ? text : '';
  return {
    line1: snapshot?.line1 ?? '',
    district: snapshot?.district ?? '',
    city: snapshot?.city ?? '',
    recipientName: unlessCustomers(snapshot?.recipient_name, order.customer?.name),
    phone: unlessCustomers(snapshot?.phone, order.customer?.phone),
  };
}

type Snapshot = NonNullable<Order['shipping_address']>;

/**
 * The address to save: the order's parts the form does not show (a second line, region, postcode,
 * country — an online order's) stay while its street, district and city are unchanged; another
 * address chosen or typed leaves them behind.
 */
function withKeptParts(saved: Order['shipping_address'], edited: Snapshot): Snapshot {
  const same =
    saved != null &&
    saved.line1 === edited.line1 &&
    (saved.district ?? null) === edited.district &&
    saved.city === edited.city;
  return same ? { ...saved, ...edited } : edited;
}

/**
 * A draft or quotation's customer, seller (orders.change_user), delivery address and notes — what
 * the API lets change on a saved order. Its items and prices stay: the order is priced once, by the
 * server, when it is saved.
 */
function OrderEditForm({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const appLink = useAppLink();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const pickSeller = session.can('orders.change_user') && session.can('users.view');
  const sellers = useQuery({ ...sellersQuery(), enabled: pickSeller });
  const [customer, setCustomer] = useState<BasketCustomer | null>(order.customer ?? null);
  const [sellerId, setSellerId] = useState(order.seller_id ?? '');
  const [address, setAddress] = useState(() => deliveryOf(order));
  // Offered beside the order's address, never put in its place unless chosen.
  const addressBook = useQuery({
    ...customerAddressesQuery(customer?.id ?? ''),
    enabled: address !== null && customer !== null && session.can('customers.view'),
    select: savedAddressesOf,
  });
  const [notes, setNotes] = useState(order.notes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: OrderUpdate) => updateOrder(order.id, body),
    meta: { path: 'orders' },
  });

  function submit() {
    const shipping = shippingAddress({ delivery: address, customer });
    const body: OrderUpdate = {
      customer_id: customer?.id ?? null,
      notes: notes.trim() || null,
      ...(sellerId && sellerId !== order.seller_id ? { seller_id: sellerId } : {}),
      ...(shipping ? { shipping_address: withKeptParts(order.shipping_address, shipping) } : {}),
    };
    setErrors({});
    save.mutate(body, {
      onSuccess: (saved) => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        showSuccessToast('order-updated', t('office.updated', { reference: saved.reference }));
        markWorkSaved();
        navigate(orderPaths.detail(saved.id));
      },
      onError: (error) => {
        const failure = error instanceof ApiRequestError ? error.result.error : null;
        setErrors(failure?.errors ?? {});
        showErrorToast('order-update-error', failure?.message || t('errors.generic'));
      },
    });
  }

  const summary = otherErrors(errors, ['customer_id', 'seller_id', 'shipping_address', 'notes']);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('office.edit_title', { reference: order.reference })}</h1>
        <Button variant="ghost" {...appLink(orderPaths.detail(order.id))}>
          {t('office.back_to_order')}
        </Button>
      </div>
      {summary.length > 0 && (
        <p role="alert" className="text-danger-text text-sm">
          {summary.join(' ')}
        </p>
      )}
      <section aria-labelledby="edit-customer" className="flex flex-col gap-2">
        <h2 id="edit-customer" className="font-semibold text-lg">
          {t('detail.customer')}
        </h2>
        <CustomerPicker value={customer} onChange={setCustomer} canCreate={session.can('customers.create')} />
        {errorsUnder(errors, 'customer_id').map((message) => (
          <p key={message} className="text-danger-text text-sm">
            {message}
          </p>
        ))}
      </section>
      {address && (
        <section aria-labelledby="edit-address" className="flex flex-col gap-2">
          <h2 id="edit-address" className="font-semibold text-lg">
            {t('delivery_form.legend')}
          </h2>
          <DeliveryAddressFields
            value={address}
            onChange={setAddress}
            saved={addressBook.data ?? []}
            customer={customer}
            errors={errors}
          />
        </section>
      )}
      {pickSeller && (
        <Field label={t('office.seller')} error={errorsUnder(errors, 'seller_id')}>
          <Select
            value={sellerId}
            onChange={(event) => setSellerId(event.target.value)}
            options={(sellers.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
          />
        </Field>
      )}
      <Field label={t('office.notes')} error={errorsUnder(errors, 'notes')}>
        <TextArea
          value={notes}
          rows={3}
          maxLength={2000}
          onChange={(event) => setNotes(event.target.value)}
        />
      </Field>
      <section aria-labelledby="edit-items" className="flex flex-col gap-2">
        <h2 id="edit-items" className="font-semibold text-lg">
          {t('detail.lines')}
        </h2>
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
          {(order.lines ?? []).map((line) => (
            <li key={line.id} className="flex justify-between gap-3 p-3 text-sm">
              <span>
                {variantDisplayName(line.title, line.variant_title)} × {line.quantity}
              </span>
              <span className="tabular-nums">{session.money(line.total)}</span>
            </li>
          ))}
        </ul>
        <p className="text-fg-muted text-sm">
          {t('office.items_fixed', { total: session.money(order.total) })}
        </p>
      </section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => navigate(orderPaths.detail(order.id))}
          disabled={save.isPending}
        >
          {t('returns.cancel')}
        </Button>
        <Button loading={save.isPending} onClick={submit}>
          {t('office.save_changes')}
        </Button>
      </div>
    </div>
  );
}
