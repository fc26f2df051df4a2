import type { OrderReturn } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { orderQuery } from '../orders/api.ts';

/**
 * Approving from the list: the order page's dialog needs the return's order (the warehouse the
 * goods go back into by default, what was paid before a refund), so it is read before the dialog
 * opens. A failed read is handed to `onError` and nothing opens.
 */
export function useReturnApproval(onError: (error: unknown) => void) {
  const [item, setItem] = useState<OrderReturn | null>(null);
  const order = useQuery({ ...orderQuery(item?.order_id ?? ''), enabled: item !== null });
  // Not while a failed read is tried again (asking anew for the same order).
  const failed = item !== null && order.isError && !order.isFetching;
  useEffect(() => {
    if (!failed) return;
    onError(order.error);
    setItem(null);
  }, [failed, order.error, onError]);
  const ready = item !== null && order.data?.id === item.order_id ? order.data : undefined;
  return {
    item,
    /** the order, once read; the dialog opens then */
    order: ready,
    /** the return whose order is being read */
    loadingId: item !== null && !ready ? item.id : null,
    open: (next: OrderReturn) => setItem(next),
    close: () => setItem(null),
  };
}
