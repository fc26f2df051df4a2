import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/http/api-client.ts';
import { MoneyInput } from '../../products/shared/money-input.tsx';
import type { MoneyCurrency } from '../../products/shared/money-text.ts';
import { currentDrawerQuery, openDrawer } from './drawer-api.ts';

export interface DrawerClosedNoticeProps {
  currency: MoneyCurrency;
}

/**
 * Said in the payment dialog when cash is taken while the counter's drawer is closed: that cash would
 * be on no Z report (and counted as extra when the drawer is next closed), so the drawer is opened
 * here, with its float, without leaving the sale. The sale can still be completed without it.
 */
export function DrawerClosedNotice({ currency }: DrawerClosedNoticeProps) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [float, setFloat] = useState<number | null>(0);
  const open = useMutation({ mutationFn: openDrawer, meta: { path: 'cash-sessions' } });

  return (
    <section
      aria-label={t('drawer.label')}
      className="flex flex-col gap-2 rounded-lg border border-danger-text p-3 text-sm"
    >
      <p role="alert" className="font-medium text-danger-text">
        {t('pay.drawer_closed')}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('drawer.float')}>
          <MoneyInput currency={currency} value={float} onChange={setFloat} />
        </Field>
        <Button
          size="small"
          loading={open.isPending}
          onClick={() =>
            open.mutate(float ?? 0, {
              onSuccess: (session) => {
                queryClient.setQueryData(currentDrawerQuery().queryKey, session);
                showSuccessToast('drawer-done', t('drawer.opened'));
              },
              onError: (error) =>
                showErrorToast(
                  'drawer-error',
                  (error instanceof ApiRequestError ? error.result.error?.message : undefined) ||
                    t('errors.generic'),
                ),
            })
          }
        >
          {t('drawer.open')}
        </Button>
      </div>
    </section>
  );
}
