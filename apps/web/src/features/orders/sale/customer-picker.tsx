import type { Customer } from '@comptoir/core';
import {
  customerWithPhone,
  displayPhone,
  normalizeWhatsappPhone,
  quickCustomer,
  validationMessage,
} from '@comptoir/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api.ts';
import { showErrorToast } from '../../../app/toasts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../../lib/http/api-client.ts';
import { customerListQuery } from '../../customers/api.ts';
import { apiPath } from '../../products/api.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { isNetworkFailure, useOnline } from '../pos/offline/use-online.ts';
import type { BasketCustomer as PickedCustomer } from './basket.ts';
import { pendingBasketCustomer, type QuickCustomerDraft, quickCustomerDraft } from './pending-customer.ts';
import { readRecentCustomers, rememberCustomer, searchRecent } from './recent-customers.ts';
import { useCreatedPending } from './use-created-pending.ts';

export interface CustomerPickerProps {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  canCreate: boolean;
  /**
   * The counter only: a customer created without a connection waits on the device and is created by the outbox
   * before the sale. Elsewhere (the office's orders) nothing queues the order, so creating waits for the connection.
   */
  keepsPending?: boolean;
}

/**
 * Who is buying: nobody (a walk-in), a customer found by name or phone, or one created on the spot
 * from what was typed — a name, a WhatsApp number, or both. A number already a customer's offers
 * that customer instead of a second one (phones are unique per company). Without a connection it finds the
 * customers served lately on this device (recent-customers.ts), and one created is kept on the device, to be
 * created on the server before the sale (pending-customer.ts); a request that gets no answer keeps it so too.
 */
export function CustomerPicker({ value, onChange, canCreate, keepsPending = false }: CustomerPickerProps) {
  const { t, i18n } = useTranslation('orders');
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  // A number typed with a name ("Mariam Traoré +225 07…") is looked up by its digits: the customer
  // holding it is found even when the name was typed differently.
  const typedPhone = quickCustomer(search).phone;
  const phoneDigits = typedPhone ? normalizeWhatsappPhone(typedPhone) : null;
  const results = useQuery({
    ...customerListQuery({ search: phoneDigits ?? search, per_page: 5 }),
    enabled: search.length >= 2 && !value,
  });
  const { companyId } = useProductSession();
  // No network, or the search got no answer: the customers this counter served lately stand in.
  const offline = !useOnline() || isNetworkFailure(results.error);
  useCreatedPending(value, onChange, companyId);
  const pick = (customer: PickedCustomer) => {
    const picked: PickedCustomer = { id: customer.id, name: customer.name, phone: customer.phone };
    if (customer.pending) picked.pending = customer.pending;
    rememberCustomer(localStorage, companyId, picked);
    onChange(picked);
    setText('');
  };
  // One Idempotency-Key per customer typed: online it goes with the request, and a request that got no answer
  // leaves the customer pending under the same key and body (the server may have created it: the key finds it).
  const create = useMutation({
    mutationFn: async ({ draft, key }: { draft: QuickCustomerDraft; key: string }) =>
      unwrap(
        await api.post<{ data: Customer }>(apiPath('customers'), draft.body, {
          headers: { 'Idempotency-Key': key },
        }),
      ).data,
    meta: { path: 'customers' },
  });
  /** The customer typed, checked by the server's rules first: a bad number is refused here, online or not. */
  const typedDraft = (): QuickCustomerDraft | null => {
    const checked = quickCustomerDraft(search, t('customer.new_name'));
    if ('draft' in checked) return checked.draft;
    showErrorToast(
      'pos-customer-error',
      checked.problem === 'phone_invalid'
        ? validationMessage('phone_invalid', i18n.language)
        : t('customer.invalid'),
    );
    return null;
  };
  const createTyped = () => {
    const draft = typedDraft();
    if (!draft) return;
    const key = crypto.randomUUID();
    if (offline) {
      pick(pendingBasketCustomer(draft, key));
      return;
    }
    create.mutate(
      { draft, key },
      {
        onSuccess: pick,
        onError: (error) =>
          isNetworkFailure(error) && keepsPending
            ? pick(pendingBasketCustomer(draft, key))
            : void createFailed(error),
      },
    );
  };

  if (value) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3">
        <span>
          <span className="block text-fg-muted text-sm">{t('customer.label')}</span>
          <span className="font-medium">{value.name}</span>
          {value.phone && <span className="text-fg-muted text-sm"> · {displayPhone(value.phone)}</span>}
          {value.pending && (
            <span className="mt-1 block w-fit rounded border border-amber-500/50 bg-amber-500/10 px-1.5 text-sm">
              {t('customer.pending')}
            </span>
          )}
        </span>
        <Button variant="ghost" size="small" onClick={() => onChange(null)}>
          {t('customer.change')}
        </Button>
      </div>
    );
  }

  const found: PickedCustomer[] = offline
    ? searchRecent(readRecentCustomers(localStorage, companyId), search)
    : (results.data?.data ?? []);
  const existing = customerWithPhone(found, typedPhone);
  const createFailed = async (error: unknown) => {
    const message =
      (error instanceof ApiRequestError
        ? (Object.values(error.result.error?.errors ?? {})[0]?.[0] ?? error.result.error?.message)
        : undefined) || t('errors.generic');
    // Taken between the lookup and the save (or before the lookup answered): offer who holds it.
    if (error instanceof ApiRequestError && error.status === 409 && error.result.error?.errors?.phone) {
      const again = await results.refetch();
      if (customerWithPhone(again.data?.data ?? [], typedPhone)) return;
    }
    showErrorToast('pos-customer-error', message);
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {t('customer.search_label')}
      </label>
      <TextInput
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('customer.search_placeholder')}
        autoComplete="off"
      />
      {search.length >= 2 && (
        <ul
          aria-label={t('customer.results')}
          className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
        >
          {offline && <li className="px-3 py-2 text-fg-muted text-sm">{t('customer.offline_recent')}</li>}
          {found.map((customer) => (
            <li key={customer.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-2 px-3 text-start hover:bg-surface-muted"
                onClick={() => pick(customer)}
              >
                <span className="font-medium">
                  {customer.name}
                  {customer.pending && (
                    <span className="text-fg-muted text-sm font-normal"> · {t('customer.pending')}</span>
                  )}
                </span>
                {customer.phone && (
                  <span className="text-fg-muted text-sm">{displayPhone(customer.phone)}</span>
                )}
              </button>
            </li>
          ))}
          {canCreate && existing && (
            <li>
              <button
                type="button"
                className="flex min-h-11 w-full items-center px-3 text-start text-primary-text hover:bg-surface-muted"
                onClick={() => pick(existing)}
              >
                {t('customer.existing', { name: existing.name })}
              </button>
            </li>
          )}
          {canCreate && !existing && offline && !keepsPending && (
            <li className="px-3 py-2 text-fg-muted text-sm">{t('customer.create_offline')}</li>
          )}
          {canCreate && !existing && (!offline || keepsPending) && (
            <li>
              <button
                type="button"
                disabled={create.isPending}
                className="flex min-h-11 w-full items-center px-3 text-start text-primary-text hover:bg-surface-muted"
                onClick={createTyped}
              >
                {offline
                  ? t('customer.create_pending', { text: search })
                  : t('customer.create', { text: search })}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
