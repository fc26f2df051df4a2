import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { markWorkSaved } from '../../../app/unsaved-work.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { defaultWarehouseId, postTransfer, stockKeys, warehousesQuery } from '../api.ts';
import { LineEditor } from '../line-editor.tsx';
import { addLine, type QuantityLine, transferBody, transferProblems, variantRefOf } from '../lines.ts';
import { stockPaths } from '../paths.ts';
import { STOCK_NAMESPACES, StockHeader, WarehouseSelect } from '../stock-ui.tsx';
import { useBalances } from '../use-balances.ts';
import { VariantPicker } from '../variant-picker.tsx';

/** /stock/transfers/create: a draft transfer from one warehouse to another. */
export function TransferCreatePage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const warehouses = useQuery(warehousesQuery);
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [lines, setLines] = useState<QuantityLine[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const available = useBalances(
    fromId,
    lines.map((line) => line.variant_id),
  );

  useEffect(() => {
    if (warehouses.data) setFromId((current) => current || defaultWarehouseId(warehouses.data));
  }, [warehouses.data]);

  if (!session.ready || warehouses.isPending) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!session.can('stocks.create')) return <p role="alert">{t('common.forbidden')}</p>;

  const problems = transferProblems(fromId, toId, lines);
  const problem = (key: 'warehouse' | 'destination' | 'same_warehouse') =>
    showProblems && problems.includes(key) ? t(`problems.${key}`) : undefined;

  async function submit() {
    setShowProblems(true);
    if (problems.length > 0) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    const result = await postTransfer(transferBody(fromId, toId, note, lines));
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        setErrors(result.error.errors);
        setFailure(result.error.message);
        showErrorToast('stock-transfer-error', result.error.message);
      }
      return;
    }
    await queryClient.invalidateQueries({ queryKey: stockKeys.transfers.all });
    showSuccessToast(
      'stock-transfer-created',
      t('transfers.created_toast', { reference: result.data.data.reference }),
    );
    markWorkSaved();
    navigate(stockPaths.transfer(result.data.data.id), { replace: true });
  }

  return (
    <div className="flex flex-col gap-4">
      <StockHeader title={t('transfers.create_title')} nav={false} />
      <p className="text-fg-muted">{t('transfers.create_text')}</p>
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2 sm:p-4">
          <WarehouseSelect
            label={t('transfers.from')}
            warehouses={warehouses.data}
            value={fromId}
            onChange={setFromId}
            activeOnly
            required
            placeholder={t('common.choose_warehouse')}
            error={errors.from_warehouse_id?.join(' ') ?? problem('warehouse')}
          />
          <WarehouseSelect
            label={t('transfers.to')}
            warehouses={warehouses.data}
            value={toId}
            onChange={setToId}
            activeOnly
            required
            placeholder={t('common.choose_warehouse')}
            error={errors.to_warehouse_id?.join(' ') ?? problem('destination') ?? problem('same_warehouse')}
          />
          <Field label={t('transfers.note')} className="sm:col-span-2" error={errors.note}>
            <TextInput value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
          </Field>
        </div>
        <section
          aria-labelledby="transfer-lines"
          className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3 sm:p-4"
        >
          <h2 id="transfer-lines" className="font-semibold text-lg">
            {t('transfers.lines')}
          </h2>
          <VariantPicker
            onPick={(variant) => setLines((current) => addLine(current, variantRefOf(variant)))}
          />
          <LineEditor lines={lines} onChange={setLines} signed={false} errors={errors} current={available} />
          {showProblems && problems.includes('no_lines') && (
            <p className="text-danger-text text-sm">{t('problems.no_lines')}</p>
          )}
        </section>
        {failure && (
          <p role="alert" className="rounded-md border border-danger-text p-3 text-danger-text text-sm">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void submit()} loading={busy} loadingLabel={t('common.working')}>
            {t('transfers.submit')}
          </Button>
        </div>
      </div>
    </div>
  );
}
