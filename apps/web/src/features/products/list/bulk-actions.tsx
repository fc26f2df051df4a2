import { moneySymbol } from '@comptoir/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { unwrap } from '../../../lib/http/api-client.ts';
import { apiPath } from '../api.ts';
import { MoneyInput } from '../shared/money-input.tsx';
import type { MoneyCurrency } from '../shared/money-text.ts';
import { TagsInput } from '../shared/tags-input.tsx';
import { type BulkAction, type BulkForm, bulkBody } from './bulk-body.ts';
import { PRODUCT_STATUSES } from './list-params.ts';

const EMPTY_FORM: BulkForm = {
  status: 'active',
  tags: [],
  tagsText: '',
  priceKind: 'percent',
  percent: '',
  amount: null,
};

export interface BulkActionsProps {
  ids: readonly string[];
  currency: MoneyCurrency;
  canUpdate: boolean;
  canDelete: boolean;
  onDone: () => void;
  /** The tags of the products listed on screen, and of those selected (the only ones to remove). */
  tagsOnScreen?: readonly string[];
  tagsOfSelected?: readonly string[];
  /** Opens the labels screen for the selected products; without it there is no "Print labels". */
  onPrintLabels?: () => void;
}

/** What to do with the selected products; each action asks its details in a dialog. */
export function BulkActions({
  ids,
  currency,
  canUpdate,
  canDelete,
  onDone,
  tagsOnScreen = [],
  tagsOfSelected,
  onPrintLabels,
}: BulkActionsProps) {
  const { t, i18n } = useTranslation('products');
  const [action, setAction] = useState<BulkAction | null>(null);
  const [form, setForm] = useState<BulkForm>(EMPTY_FORM);
  const path = `${apiPath('products')}/bulk`;
  const mutation = useMutation({
    // The API answers how many products changed (deleted or foreign ids are not counted), and how many
    // compare-at prices a price rise cleared because the new price reached them.
    mutationFn: async (body: Record<string, unknown>) =>
      unwrap(await api.post<{ data: { count: number; compare_at_cleared?: number } }>(path, body)).data,
    meta: { path },
  });

  const body = action ? bulkBody(ids, action, form) : null;
  const open = (next: BulkAction) => {
    setForm(EMPTY_FORM);
    setAction(next);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body || !action) return;
    try {
      const { count, compare_at_cleared: cleared = 0 } = await mutation.mutateAsync(body);
      const done = t(`bulk.done.${action}`, { count });
      showSuccessToast(
        'products-bulk',
        cleared > 0 ? `${done} ${t('bulk.compare_at_cleared', { count: cleared })}` : done,
      );
      setAction(null);
      onDone();
    } catch (error) {
      showErrorToast('products-bulk-error', error instanceof Error ? error.message : t('errors.generic'));
    }
  }

  return (
    <section
      aria-label={t('bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-primary/5 p-2"
    >
      <p className="px-2 font-medium text-sm" aria-live="polite">
        {t('bulk.selected', { count: ids.length })}
      </p>
      {onPrintLabels && (
        <Button size="small" variant="outline" onClick={onPrintLabels}>
          {t('bulk.print_labels')}
        </Button>
      )}
      {canUpdate && (
        <>
          <Button size="small" variant="outline" onClick={() => open('set_status')}>
            {t('bulk.set_status')}
          </Button>
          <Button size="small" variant="outline" onClick={() => open('add_tags')}>
            {t('bulk.add_tags')}
          </Button>
          <Button size="small" variant="outline" onClick={() => open('remove_tags')}>
            {t('bulk.remove_tags')}
          </Button>
          <Button size="small" variant="outline" onClick={() => open('change_price')}>
            {t('bulk.change_price')}
          </Button>
        </>
      )}
      {canDelete && (
        <Button size="small" variant="ghostDanger" onClick={() => open('delete')}>
          {t('bulk.delete')}
        </Button>
      )}
      <Dialog
        open={action !== null}
        onClose={() => setAction(null)}
        title={action ? t(`bulk.title.${action}`, { count: ids.length }) : ''}
        description={action === 'delete' ? t('bulk.delete_text', { count: ids.length }) : undefined}
        closeLabel={t('common.close')}
        width="small"
      >
        <form onSubmit={submit} className="flex flex-col gap-4">
          {action === 'set_status' && (
            <Field label={t('fields.status')}>
              <Select
                value={form.status}
                onChange={(event) => setForm({ ...form, status: event.target.value })}
                options={PRODUCT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`statuses.${status}`),
                }))}
              />
            </Field>
          )}
          {(action === 'add_tags' || action === 'remove_tags') && (
            <TagsInput
              label={t('fields.tags')}
              hint={t('editor.tags_hint')}
              values={form.tags}
              onChange={(tags) => setForm((current) => ({ ...current, tags }))}
              onTextChange={(tagsText) => setForm((current) => ({ ...current, tagsText }))}
              onScreen={tagsOnScreen}
              {...(action === 'remove_tags' && tagsOfSelected ? { only: tagsOfSelected } : {})}
            />
          )}
          {action === 'change_price' && (
            <>
              <Field label={t('bulk.price_kind')}>
                <Select
                  value={form.priceKind}
                  onChange={(event) =>
                    setForm({ ...form, priceKind: event.target.value as BulkForm['priceKind'] })
                  }
                  options={[
                    { value: 'percent', label: t('bulk.by_percent') },
                    {
                      value: 'amount',
                      label: t('bulk.by_amount', { currency: moneySymbol(currency, i18n.language) }),
                    },
                  ]}
                />
              </Field>
              {form.priceKind === 'percent' ? (
                <Field label={t('bulk.percent')} hint={t('bulk.percent_hint')} required>
                  <TextInput
                    inputMode="decimal"
                    value={form.percent}
                    onChange={(event) => setForm({ ...form, percent: event.target.value })}
                  />
                </Field>
              ) : (
                <Field
                  label={t('bulk.amount', { currency: moneySymbol(currency, i18n.language) })}
                  hint={t('bulk.amount_hint')}
                  required
                >
                  <MoneyInput
                    currency={currency}
                    value={form.amount}
                    onChange={(amount) => setForm({ ...form, amount })}
                  />
                </Field>
              )}
            </>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setAction(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant={action === 'delete' ? 'danger' : 'primary'}
              disabled={!body}
              loading={mutation.isPending}
              loadingLabel={t('common.working')}
            >
              {action === 'delete' ? t('bulk.confirm_delete', { count: ids.length }) : t('bulk.apply')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
