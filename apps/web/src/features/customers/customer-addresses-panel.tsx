import type { CustomerAddress } from '@comptoir/core';
import { displayPhone } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { AddressDialog } from './address-dialog.tsx';
import { addressSummary } from './address-draft.ts';
import { customerAddressesPath, customerAddressesQuery } from './api.ts';

type Editing = { address: CustomerAddress | null } | null;

/** The customer's addresses: the default first; add, edit, remove and choose the default. */
export function CustomerAddressesPanel({ customerId }: { customerId: string | null }) {
  const { t } = useTranslation('customers');
  const session = useProductSession();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CustomerAddress | null>(null);
  const manage = session.can('customers.addresses');
  const addresses = useQuery({
    ...customerAddressesQuery(customerId ?? ''),
    enabled: customerId !== null && session.can('customers.view'),
  });

  const change = useMutation({
    mutationFn: async ({ address, remove }: { address: CustomerAddress; remove: boolean }) => {
      const path = `${customerAddressesPath(address.customer_id)}/${address.id}`;
      return unwrap(remove ? await api.delete(path) : await api.patch(path, { is_default: true }));
    },
  });

  async function act(address: CustomerAddress, remove: boolean) {
    try {
      await change.mutateAsync({ address, remove });
      await queryClient.invalidateQueries({ queryKey: customerAddressesQuery(address.customer_id).queryKey });
      showSuccessToast('address-saved', remove ? t('addresses.removed') : t('addresses.saved'));
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.result.error?.message : undefined;
      showErrorToast('address-change-error', message ?? t('errors.generic'));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section
      aria-labelledby="customer-addresses"
      className="flex flex-col gap-3 self-start rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="customer-addresses" className="font-semibold text-lg">
        {t('addresses.title')}
      </h2>
      {customerId === null ? (
        <p className="text-fg-muted text-sm">{t('addresses.save_first')}</p>
      ) : addresses.isPending ? (
        <Skeleton label={t('addresses.loading')} lines={3} />
      ) : addresses.isError ? (
        <p role="alert">{addresses.error.message || t('errors.generic')}</p>
      ) : addresses.data.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('addresses.empty')}</p>
      ) : (
        <ul aria-labelledby="customer-addresses" className="flex flex-col divide-y divide-line">
          {addresses.data.map((address) => {
            const summary = addressSummary(address);
            return (
              <li key={address.id} className="flex flex-col gap-2 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  {address.label && <span className="font-medium">{address.label}</span>}
                  {address.is_default && <Badge color="green">{t('addresses.default')}</Badge>}
                </div>
                <p className="text-sm">{summary}</p>
                {(address.recipient_name || address.phone) && (
                  <p className="text-fg-muted text-sm">
                    {[address.recipient_name, address.phone && displayPhone(address.phone)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
                {manage && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="small"
                      aria-label={t('addresses.edit_label', { summary })}
                      onClick={() => setEditing({ address })}
                    >
                      {t('addresses.edit')}
                    </Button>
                    {!address.is_default && (
                      <Button
                        variant="outline"
                        size="small"
                        aria-label={t('addresses.make_default_label', { summary })}
                        onClick={() => void act(address, false)}
                      >
                        {t('addresses.make_default')}
                      </Button>
                    )}
                    <Button
                      variant="ghostDanger"
                      size="small"
                      aria-label={t('addresses.remove_label', { summary })}
                      onClick={() => setRemoving(address)}
                    >
                      {t('addresses.remove')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {customerId !== null && manage && (
        <div>
          <Button variant="outline" onClick={() => setEditing({ address: null })}>
            {t('addresses.add')}
          </Button>
        </div>
      )}
      {customerId !== null && editing && (
        <AddressDialog customerId={customerId} address={editing.address} onClose={() => setEditing(null)} />
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('addresses.remove_title')}
        description={removing ? addressSummary(removing) : ''}
        footer={
          <>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={change.isPending}
              loadingLabel={t('common.working')}
              onClick={() => removing && void act(removing, true)}
            >
              {t('addresses.remove')}
            </Button>
          </>
        }
      />
    </section>
  );
}
