import type { Customer } from '@comptoir/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../app/toasts.ts';
import { attemptOutcome } from '../pos/offline/outbox.ts';
import { refusalReason, sendPendingCustomer } from '../pos/offline/outbox-store.ts';
import { useOnline } from '../pos/offline/use-online.ts';
import { OUTBOX_RETRY_MS } from '../pos/offline/use-outbox-sync.ts';
import type { BasketCustomer } from './basket.ts';
import { createdCustomer } from './pending-customer.ts';
import { settlePendingCustomer } from './settle-pending-customer.ts';

/**
 * A pending customer in the basket while the browser is online (the connection came back before the sale was paid,
 * or a refused sale was taken back into the basket) is created at once, with its own key and body, and tried again
 * every OUTBOX_RETRY_MS while the server does not answer: the sale is then sent with the server's id. The outbox
 * may create the same one meanwhile; the key makes it one customer. A refusal is told once, and the cashier may
 * change the customer.
 */
export function useCreatedPending(
  value: BasketCustomer | null,
  onChange: (customer: BasketCustomer) => void,
  companyId: string,
): void {
  const { t } = useTranslation('orders');
  const online = useOnline();
  const latest = useRef({ value, onChange, t });
  latest.current = { value, onChange, t };
  const pendingKey = value?.pending?.key;
  useEffect(() => {
    const pending = latest.current.value?.pending;
    if (!online || !pending || pending.key !== pendingKey) return;
    let stale = false;
    let busy = false;
    let settled = false;
    const attempt = () => {
      if (busy || settled) return;
      busy = true;
      void sendPendingCustomer(pending).then((result) => {
        busy = false;
        const answered = result.data?.data as Customer | undefined;
        if (stale || latest.current.value?.pending?.key !== pending.key) return;
        if (result.ok && answered) {
          settled = true;
          const customer = createdCustomer(answered);
          settlePendingCustomer(companyId, pending.key, customer);
          latest.current.onChange(customer);
        } else if (attemptOutcome(result.status) === 'refused') {
          settled = true;
          const { t: translate, value: current } = latest.current;
          showErrorToast(
            'pos-customer-error',
            translate('customer.create_failed', { name: current?.name, reason: refusalReason(result) }),
          );
        }
      });
    };
    // At once, then again while the server does not answer (the browser may say online with no way through).
    attempt();
    const timer = setInterval(attempt, OUTBOX_RETRY_MS);
    return () => {
      stale = true;
      clearInterval(timer);
    };
  }, [online, pendingKey, companyId]);
}
