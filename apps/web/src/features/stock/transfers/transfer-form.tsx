import type { StockTransferDetail } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { ApiResult } from '../../../lib/http/api-client.ts';
import { defaultWarehouseId, warehousesQuery } from '../api.ts';
import { LineEditor } from '../line-editor.tsx';
import { addLine, type QuantityLine, transferBody, transferProblems, variantRefOf } from '../lines.ts';
import { STOCK_NAMESPACES, WarehouseSelect } from '../stock-ui.tsx';
import { useBalances } from '../use-balances.ts';
import { useStockDocumentSubmit } from '../use-stock-document-submit.ts';
import { VariantPicker } from '../variant-picker.tsx';

/** What the form edits: a new transfer starts empty, a draft from what it holds. */
export interface TransferDraft {
  fromId: string;
  toId: string;
  note: string;
  lines: QuantityLine[];
}

export const EMPTY_TRANSFER: TransferDraft = { fromId: '', toId: '', note: '', lines: [] };

/** A saved draft as the form edits it. */
export const draftOf = (transfer: StockTransferDetail): TransferDraft => ({
  fromId: transfer.from_warehouse_id,
  toId: transfer.to_warehouse_id,
  note: transfer.note ?? '',
  lines: transfer.lines.map((line) => ({
    variant_id: line.variant_id,
    product_title: line.product_title,
    variant_title: line.variant_title,
    sku: line.sku,
    barcode: line.barcode,
    quantity: line.quantity,
  })),
});

interface TransferFormProps {
  initial: TransferDraft;
  submitLabel: string;
  /** POST for a new transfer, PATCH for a draft: the body is the same (every line, replacing) */
  save: (body: ReturnType<typeof transferBody>) => Promise<ApiResult<{ data: StockTransferDetail }>>;
  onSaved: (transfer: StockTransferDetail) => void | Promise<void>;
}

/**
 * The warehouses, note and lines of a transfer draft, checked before sending; the server's refusals
 * (a line asking more than the source holds…) shown on their fields. A new transfer starts from the
 * default warehouse.
 */
export function TransferForm({ initial, submitLabel, save, onSaved }: TransferFormProps) {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const warehouses = useQuery(warehousesQuery);
  const [fromId, setFromId] = useState(initial.fromId);
  const [toId, setToId] = useState(initial.toId);
  const [lines, setLines] = useState<QuantityLine[]>(initial.lines);
  const [note, setNote] = useState(initial.note);
  const { busy, showProblems, errors, errorsFor, failure, submit } =
    useStockDocumentSubmit('stock-transfer-error');
  const available = useBalances(
    fromId,
    lines.map((line) => line.variant_id),
  );

  useEffect(() => {
    if (warehouses.data) setFromId((current) => current || defaultWarehouseId(warehouses.data));
  }, [warehouses.data]);

  if (warehouses.isPending) return <Skeleton label={t('common.loading')} lines={6} />;

  const problems = transferProblems(fromId, toId, lines);
  const problem = (key: 'warehouse' | 'destination' | 'same_warehouse') =>
    showProblems && problems.includes(key) ? t(`problems.${key}`) : undefined;

  const submitForm = () =>
    submit({ problems, lines, send: () => save(transferBody(fromId, toId, note, lines)), onSaved });

  return (
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
        <VariantPicker onPick={(variant) => setLines((current) => addLine(current, variantRefOf(variant)))} />
        <LineEditor
          lines={lines}
          onChange={setLines}
          signed={false}
          errors={errorsFor(lines)}
          current={available}
        />
        {showProblems && problems.includes('no_lines') && (
          <p className="text-danger-text text-sm">{t('problems.no_lines')}</p>
        )}
        {showProblems && problems.includes('zero_line') && (
          <p className="text-danger-text text-sm">{t('problems.zero_quantity')}</p>
        )}
      </section>
      {failure && (
        <p role="alert" className="rounded-md border border-danger-text p-3 text-danger-text text-sm">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void submitForm()} loading={busy} loadingLabel={t('common.working')}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
