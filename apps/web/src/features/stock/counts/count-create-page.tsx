import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { defaultWarehouseId, postCount, stockKeys, warehousesQuery } from '../api.ts';
import { addLine, type QuantityLine, removeLine, variantLabel, variantRefOf } from '../lines.ts';
import { stockPaths } from '../paths.ts';
import { STOCK_NAMESPACES, StockHeader, WarehouseSelect } from '../stock-ui.tsx';
import { useLeaveAfterStockSave, useStockDocumentSubmit } from '../use-stock-document-submit.ts';
import { VariantPicker } from '../variant-picker.tsx';

type Scope = 'all' | 'some';

/** POST /stock-counts: every tracked variant, or the chosen ones. */
export function countBody(warehouseId: string, note: string, scope: Scope, lines: readonly QuantityLine[]) {
  return {
    warehouse_id: warehouseId,
    note: note.trim() === '' ? null : note.trim(),
    ...(scope === 'some' ? { variant_ids: lines.map((line) => line.variant_id) } : {}),
  };
}

/** /stock/counts/create: start a count sheet for a warehouse (all products or a chosen few). */
export function CountCreatePage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const leave = useLeaveAfterStockSave();
  const session = useProductSession();
  const warehouses = useQuery(warehousesQuery);
  const [warehouseId, setWarehouseId] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const [lines, setLines] = useState<QuantityLine[]>([]);
  const [note, setNote] = useState('');
  const { busy, errors, failure, submit } = useStockDocumentSubmit('stock-count-error');
  /** what stops the count before sending: no warehouse, or no product when counting chosen ones */
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (warehouses.data) setWarehouseId((current) => current || defaultWarehouseId(warehouses.data));
  }, [warehouses.data]);

  if (!session.ready || warehouses.isPending) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!session.can('stocks.create')) return <p role="alert">{t('common.forbidden')}</p>;

  async function submitForm() {
    if (!warehouseId) return setProblem(t('problems.warehouse'));
    if (scope === 'some' && lines.length === 0) return setProblem(t('problems.no_lines'));
    setProblem(null);
    await submit({
      send: () => postCount(countBody(warehouseId, note, scope, lines)),
      onSaved: (count) =>
        leave({
          invalidate: [stockKeys.counts.all],
          toast: {
            id: 'stock-count-created',
            message: t('counts.created_toast', { reference: count.reference }),
          },
          to: stockPaths.count(count.id),
          replace: true,
        }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <StockHeader title={t('counts.create_title')} nav={false} />
      <p className="text-fg-muted">{t('counts.create_text')}</p>
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2 sm:p-4">
          <WarehouseSelect
            label={t('counts.warehouse')}
            warehouses={warehouses.data}
            value={warehouseId}
            onChange={setWarehouseId}
            activeOnly
            required
            placeholder={t('common.choose_warehouse')}
            error={errors.warehouse_id?.join(' ')}
          />
          <Field label={t('counts.note')} error={errors.note}>
            <TextInput value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
          </Field>
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-1 font-medium text-sm">{t('counts.scope')}</legend>
            {(['all', 'some'] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-sm pointer-fine:min-h-8">
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  className="size-4"
                />
                {t(`counts.scope_${value}`)}
              </label>
            ))}
          </fieldset>
        </div>
        {scope === 'some' && (
          <section
            aria-labelledby="count-products"
            className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3 sm:p-4"
          >
            <h2 id="count-products" className="font-semibold text-lg">
              {t('counts.products')}
            </h2>
            <VariantPicker
              onPick={(variant) => setLines((current) => addLine(current, variantRefOf(variant), 0))}
            />
            {lines.length === 0 ? (
              <p className="text-fg-muted text-sm">{t('lines.none')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
                {lines.map((line) => (
                  <li key={line.variant_id} className="flex items-center gap-2 p-2 text-sm">
                    <span className="min-w-0 flex-1">{variantLabel(line)}</span>
                    <Button
                      variant="ghostDanger"
                      size="small"
                      aria-label={t('lines.remove_named', { name: variantLabel(line) })}
                      onClick={() => setLines((current) => removeLine(current, line.variant_id))}
                    >
                      {t('lines.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {(problem ?? failure) && (
          <p role="alert" className="text-danger-text text-sm">
            {problem ?? failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void submitForm()} loading={busy} loadingLabel={t('common.working')}>
            {t('counts.start')}
          </Button>
        </div>
      </div>
    </div>
  );
}
