import type { Customer } from '@comptoir/core';
import { customerWithPhone, displayPhone, normalizeWhatsappPhone, quickCustomer } from '@comptoir/core';
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
import { readRecentCustomers, rememberCustomer, searchRecent } from './recent-customers.ts';

export interface CustomerPickerProps {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  canCreate: boolean;
}

/**
 * Who is buying: nobody (a walk-in), a customer found by name or phone, or one created on the spot
 * from what was typed — a name, a WhatsApp number, or both. A number already a customer's offers
 * that customer instead of a second one (phones are unique per company). Without a connection it finds the
 * customers served lately on this device (recent-customers.ts); creating one waits for the connection.
 */
export function CustomerPicker({ value, onChange, canCreate }: CustomerPickerProps) {
  const { t } = useTranslation('orders');
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
  const pick = (customer: Pick<Customer, 'id' | 'name' | 'phone'>) => {
    const picked = { id: customer.id, name: customer.name, phone: customer.phone };
    rememberCustomer(localStorage, companyId, picked);
    onChange(picked);
    setText('');
  };
  const create = useMutation({
    mutationFn: async (typed: string) => {
      // "Mariam Traoré 237 6 71 23 45 67" is a name and a number; a number alone gets a stand-in name
      const { name, phone } = quickCustomer(typed);
      const body = { first_name: name ?? t('customer.new_name'), ...(phone ? { phone } : {}) };
      return unwrap(await api.post<{ data: Customer }>(apiPath('customers'), body)).data;
    },
    meta: { path: 'customers' },
  });

  if (value) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3">
        <span>
          <span className="block text-fg-muted text-sm">{t('customer.label')}</span>
          <span className="font-medium">{value.name}</span>
          {value.phone && <span className="text-fg-muted text-sm"> · {displayPhone(value.phone)}</span>}
        </span>
        <Button variant="ghost" size="small" onClick={() => onChange(null)}>
          {t('customer.change')}
        </Button>
      </div>
    );
  }

  const found = offline
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
                <span className="font-medium">{customer.name}</span>
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
          {canCreate && !existing && offline && (
            <li className="px-3 py-2 text-fg-muted text-sm">{t('customer.create_offline')}</li>
          )}
          {canCreate && !existing && !offline && (
            <li>
              <button
                type="button"
                disabled={create.isPending}
                className="flex min-h-11 w-full items-center px-3 text-start text-primary-text hover:bg-surface-muted"
                onClick={() =>
                  create.mutate(search, { onSuccess: pick, onError: (error) => void createFailed(error) })
                }
              >
                {t('customer.create', { text: search })}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
