import type { OrderReturn } from '@comptoir/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { invoiceKeys } from '../invoices/api.ts';
import { apiPath } from '../products/api.ts';
import { orderKeys, paymentKeys } from './api.ts';

export const returnKeys = keys('returns');
export type ReturnDecisions = ReturnType<typeof useReturnDecisions>;

/**
 * What the screens that decide returns share (an order's page, the returns list): rejecting one,
 * the toast after an approval, the error toast, and what to reload once a return changes — its
 * order, the order's documents and payments, and every returns list.
 */
export function useReturnDecisions() {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const key of [returnKeys.all, orderKeys.all, invoiceKeys.all, paymentKeys.all])
      void queryClient.invalidateQueries({ queryKey: key });
  };
  const failed = (error: unknown) =>
    showErrorToast(
      'return-error',
      (error instanceof ApiRequestError ? error.result.error?.message : undefined) || t('errors.generic'),
    );
  const reject = useMutation({
    mutationFn: async ({ id, note }: { id: string; note: string }) =>
      unwrap(
        await api.post<{ data: OrderReturn }>(
          `${apiPath('returns')}/${id}/reject`,
          note.trim() ? { note: note.trim() } : {},
        ),
      ).data,
    meta: { path: 'returns' },
  });
  return {
    refresh,
    failed,
    /** the reject request in flight (the reject dialog shows it on its button) */
    rejecting: reject,
    /** rejects it with the reason given (none when blank); `done` once it is */
    rejectReturn: (id: string, note: string, done: () => void) =>
      reject.mutate(
        { id, note },
        {
          onSuccess: () => {
            showSuccessToast('return-rejected', t('returns.rejected'));
            refresh();
            done();
          },
          onError: failed,
        },
      ),
    approved: (approved: OrderReturn) => {
      showSuccessToast(
        'return-approved',
        approved.resolution === 'refund' ? t('returns.refunded') : t('returns.approved'),
      );
      refresh();
    },
  };
}
