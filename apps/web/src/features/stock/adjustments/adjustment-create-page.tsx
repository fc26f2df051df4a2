import { ADJUSTMENT_REASONS, adjustmentDirection, orientAdjustment } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { defaultWarehouseId, postAdjustment, stockInvalidations, warehousesQuery } from '../api.ts';
import { LineEditor } from '../line-editor.tsx';
import { addLine, adjustmentBody, adjustmentProblems, type QuantityLine, variantRefOf } from '../lines.ts';
import { stockPaths } from '../paths.ts';
import { STOCK_NAMESPACES, StockHeader, WarehouseSelect } from '../stock-ui.tsx';
import { useBalances } from '../use-balances.ts';
import { useLeaveAfterStockSave, useStockDocumentSubmit } from '../use-stock-document-submit.ts';
import { VariantPicker } from '../variant-picker.tsx';

/** /stock/adjustments/create: ± changes in one warehouse, lines added by search or barcode. */
export function AdjustmentCreatePage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const leave = useLeaveAfterStockSave();
  const session = useProductSession();
  const warehouses = useQuery(warehousesQuery);
  const [warehouseId, setWarehouseId] = useState('');
  const [lines, setLines] = useState<QuantityLine[]>([]);
  const [reason, setReason] = useState<string>('correction');
  const [note, setNote] = useState('');
  const { busy, showProblems, errors, errorsFor, failure, submit } =
    useStockDocumentSubmit('stock-adjust-error');
  const balances = useBalances(
    warehouseId,
    lines.map((line) => line.variant_id),
  );

  useEffect(() => {
    if (warehouses.data) setWarehouseId((current) => current || defaultWarehouseId(warehouses.data));
  }, [warehouses.data]);

  if (!session.ready || warehouses.isPending) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!session.can('stocks.create')) return <p role="alert">{t('common.forbidden')}</p>;

  const problems = adjustmentProblems(warehouseId, lines);

  const submitForm = () =>
    submit({
      problems,
      lines,
      send: () => postAdjustment(adjustmentBody(warehouseId, reason, note, lines)),
      onSaved: (adjustment) =>
        leave({
          invalidate: stockInvalidations,
          toast: { id: 'stock-adjusted', message: t('adjust.done', { count: lines.length }) },
          to: stockPaths.movements(new URLSearchParams({ reference_id: adjustment.id }).toString()),
        }),
    });

  return (
    <div className="flex flex-col gap-4">
      <StockHeader title={t('adjust.title')} nav={false} />
      <p className="text-fg-muted">{t('adjust.text')}</p>
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2 sm:p-4">
          <WarehouseSelect
            label={t('adjust.warehouse')}
            warehouses={warehouses.data}
            value={warehouseId}
            onChange={setWarehouseId}
            activeOnly
            required
            placeholder={t('common.choose_warehouse')}
            error={
              errors.warehouse_id?.join(' ') ??
              (showProblems && problems.includes('warehouse') ? t('problems.warehouse') : undefined)
            }
          />
          <Field label={t('adjust.reason')}>
            <Select
              value={reason}
              onChange={(event) => {
                const next = event.target.value;
                setReason(next);
                // "Damaged: 3" means 3 fewer: the lines follow the reason's way.
                setLines((current) => orientAdjustment(current, next));
              }}
              placeholder={t('adjust.no_reason')}
              options={ADJUSTMENT_REASONS.map((key) => ({ value: key, label: t(`adjust.reasons.${key}`) }))}
            />
          </Field>
          <Field label={t('adjust.note')} className="sm:col-span-2" error={errors.note}>
            <TextInput value={note} onChange={(event) => setNote(event.target.value)} maxLength={900} />
          </Field>
        </div>

        <section
          aria-labelledby="adjust-lines"
          className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3 sm:p-4"
        >
          <h2 id="adjust-lines" className="font-semibold text-lg">
            {t('adjust.lines')}
          </h2>
          <VariantPicker
            onPick={(variant) =>
              // Damaged or lost goods come off the stock: their line starts at -1.
              setLines((current) => addLine(current, variantRefOf(variant), adjustmentDirection(reason) || 1))
            }
          />
          <LineEditor lines={lines} onChange={setLines} signed errors={errorsFor(lines)} current={balances} />
          {showProblems && problems.includes('no_lines') && (
            <p className="text-danger-text text-sm">{t('problems.no_lines')}</p>
          )}
          {showProblems && problems.includes('zero_line') && (
            <p className="text-danger-text text-sm">{t('problems.zero_change')}</p>
          )}
        </section>

        {failure && (
          <p role="alert" className="rounded-md border border-danger-text p-3 text-danger-text text-sm">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void submitForm()} loading={busy} loadingLabel={t('common.working')}>
            {t('adjust.submit')}
          </Button>
          <Button variant="outline" href={stockPaths.overview()}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
