import { foldForSearch } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../../app/toasts.ts';
import { useDateTime } from '../../../app/use-date-time.ts';
import { BarcodeInput } from '../../../components/barcode/barcode-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { LinesTable } from '../../../components/ui/lines-table.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { lookupVariant } from '../../products/api.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { countAction, countQuery, patchCount, stockInvalidations, stockKeys } from '../api.ts';
import {
  type CountLine,
  countDifference,
  countEdits,
  countSummary,
  mergeCounted,
  parseCounted,
  variantLabel,
} from '../lines.ts';
import { stockPaths } from '../paths.ts';
import {
  Confirm,
  LoadError,
  SignedQuantity,
  STOCK_NAMESPACES,
  StatusBadge,
  StockHeader,
  useNumber,
} from '../stock-ui.tsx';

type Show = 'all' | 'uncounted' | 'differences';

/** The lines a filter keeps: by name (without accents or case)/SKU/barcode text, and by counted state. */
export function visibleCountLines(lines: readonly CountLine[], text: string, show: Show): CountLine[] {
  const needle = text.trim().toLowerCase();
  const folded = foldForSearch(text.trim());
  return lines.filter((line) => {
    if (show === 'uncounted' && line.counted_quantity !== null) return false;
    if (show === 'differences' && !countDifference(line)) return false;
    if (!needle) return true;
    return (
      [line.product_title, line.variant_title].some((title) => foldForSearch(title ?? '').includes(folded)) ||
      [line.sku, line.barcode].some((code) => code?.toLowerCase().includes(needle))
    );
  });
}

/** /stock/counts/:id: the count sheet. Enter what is on the shelf, see differences, apply or cancel. */
export function CountPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(STOCK_NAMESPACES);
  const queryClient = useQueryClient();
  const session = useProductSession();
  const appLink = useAppLink();
  const dateTime = useDateTime();
  const number = useNumber();
  const count = useQuery(countQuery(id));
  const [edits, setEdits] = useState<Record<string, number | null>>({});
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [filterText, setFilterText] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [busy, setBusy] = useState<null | 'save' | 'apply' | 'cancel'>(null);
  const [confirm, setConfirm] = useState<null | 'apply' | 'cancel'>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lines = useMemo(() => mergeCounted(count.data?.lines ?? [], edits), [count.data, edits]);

  if (!session.ready || count.isPending) return <Skeleton label={t('common.loading')} lines={8} />;
  if (!session.can('stocks.view')) return <p role="alert">{t('common.forbidden')}</p>;
  if (count.isError) return <LoadError error={count.error} onRetry={() => void count.refetch()} />;

  const sheet = count.data;
  const editable = sheet.status === 'draft' && session.can('stocks.update');
  const pending = countEdits(sheet.lines, edits);
  const invalid = Object.values(texts).some((text) => parseCounted(text) === 'invalid');
  const summary = countSummary(lines);
  const shown = visibleCountLines(lines, filterText, show);

  const setCounted = (variantId: string, text: string) => {
    setTexts((current) => ({ ...current, [variantId]: text }));
    const value = parseCounted(text);
    if (value !== 'invalid') setEdits((current) => ({ ...current, [variantId]: value }));
  };

  async function save(): Promise<boolean> {
    if (pending.length === 0) return true;
    const result = await patchCount(id, { lines: pending });
    if (!result.ok) {
      if (result.error) {
        setFailure(result.error.message);
        showErrorToast('stock-count-error', result.error.message);
      }
      return false;
    }
    queryClient.setQueryData(stockKeys.counts.detail(id), result.data.data);
    setEdits({});
    setTexts({});
    return true;
  }

  async function run(action: 'save' | 'apply' | 'cancel') {
    setBusy(action);
    setFailure(null);
    const saved = action === 'cancel' ? true : await save();
    if (saved && action !== 'save') {
      const result = await countAction(id, action);
      if (!result.ok) {
        if (result.error) {
          setFailure(result.error.message);
          showErrorToast('stock-count-error', result.error.message);
        }
      } else {
        queryClient.setQueryData(stockKeys.counts.detail(id), result.data.data);
        setEdits({});
        setTexts({});
        await Promise.all(stockInvalidations.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        showSuccessToast(
          `stock-count-${action}`,
          t(action === 'apply' ? 'count.applied' : 'count.cancelled'),
        );
      }
    } else if (saved) {
      showSuccessToast('stock-count-saved', t('count.saved'));
    }
    setBusy(null);
    setConfirm(null);
  }

  const onScan = (variant: { id: string }) => {
    const line = lines.find((candidate) => candidate.variant_id === variant.id);
    if (!line) {
      showErrorToast('stock-count-scan', t('count.not_on_sheet'));
      return;
    }
    const next = (line.counted_quantity ?? 0) + 1;
    setCounted(line.variant_id, String(next));
    setFilterText('');
  };

  return (
    <div className="flex flex-col gap-4">
      <StockHeader
        title={t('count.title', { reference: sheet.reference })}
        nav={false}
        actions={
          <Button variant="outline" {...appLink(stockPaths.counts())}>
            {t('count.back')}
          </Button>
        }
      />
      <dl className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-fg-muted">{t('counts.status')}</dt>
          <dd>
            <StatusBadge status={sheet.status} />
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('counts.warehouse')}</dt>
          <dd>{sheet.warehouse_name}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('counts.progress')}</dt>
          <dd>{t('counts.counted_of', { counted: summary.counted, total: summary.lines })}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('count.differences')}</dt>
          <dd>
            {t('count.differences_value', {
              count: summary.differences,
              surplus: number(summary.surplus),
              shortage: number(summary.shortage),
            })}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-fg-muted">{t('counts.created')}</dt>
          <dd>
            {dateTime(sheet.created_at)}
            {sheet.created_by_name ? ` — ${sheet.created_by_name}` : ''}
            {sheet.applied_at ? ` · ${t('count.applied_at', { date: dateTime(sheet.applied_at) })}` : ''}
          </dd>
        </div>
        {sheet.note && (
          <div className="col-span-2 sm:col-span-4">
            <dt className="text-fg-muted">{t('counts.note')}</dt>
            <dd>{sheet.note}</dd>
          </div>
        )}
      </dl>

      <div className="grid gap-3 md:grid-cols-3">
        {editable && <BarcodeInput label={t('count.scan')} lookup={lookupVariant} onFound={onScan} />}
        <div>
          <label htmlFor="count-filter" className="mb-1 block font-medium text-sm">
            {t('count.filter')}
          </label>
          <TextInput
            id="count-filter"
            type="search"
            value={filterText}
            onChange={(event) => setFilterText(event.target.value)}
            placeholder={t('overview.search_placeholder')}
          />
        </div>
        <div>
          <label htmlFor="count-show" className="mb-1 block font-medium text-sm">
            {t('count.show')}
          </label>
          <select
            id="count-show"
            value={show}
            onChange={(event) => setShow(event.target.value as Show)}
            className="min-h-11 w-full rounded-md border border-control bg-surface px-3 text-fg text-sm pointer-fine:min-h-10"
          >
            {(['all', 'uncounted', 'differences'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`count.show_${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <LinesTable
        caption={t('count.sheet')}
        columns={[t('overview.product'), t('count.expected'), t('count.counted'), t('count.difference')]}
      >
        {shown.length === 0 ? (
          <tr>
            <td colSpan={4} className="px-3 py-6 text-center text-fg-muted">
              {t('count.no_lines')}
            </td>
          </tr>
        ) : (
          shown.map((line) => {
            const label = variantLabel(line);
            const difference = countDifference(line);
            const text = texts[line.variant_id];
            const bad = text !== undefined && parseCounted(text) === 'invalid';
            return (
              <tr key={line.variant_id} className="border-line border-t">
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {label}
                </th>
                <td className="px-3 py-2 text-end tabular-nums">{number(line.expected_quantity)}</td>
                <td className="px-3 py-2 text-end">
                  {editable ? (
                    <TextInput
                      aria-label={t('count.counted_of_line', { name: label })}
                      inputMode="numeric"
                      autoComplete="off"
                      value={text ?? (line.counted_quantity === null ? '' : String(line.counted_quantity))}
                      onChange={(event) => setCounted(line.variant_id, event.target.value)}
                      aria-invalid={bad || undefined}
                      className={cx('ms-auto w-20 text-end tabular-nums', bad && 'border-danger-text')}
                    />
                  ) : (
                    <span className="tabular-nums">
                      {line.counted_quantity === null ? '—' : number(line.counted_quantity)}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-end">
                  {difference === null ? '—' : <SignedQuantity value={difference} />}
                </td>
              </tr>
            );
          })
        )}
      </LinesTable>
      {invalid && (
        <p className="text-danger-text text-sm" role="alert">
          {t('count.invalid')}
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-md border border-danger-text p-3 text-danger-text text-sm">
          {failure}
        </p>
      )}

      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={pending.length === 0 || invalid}
            loading={busy === 'save'}
            loadingLabel={t('common.working')}
            onClick={() => void run('save')}
          >
            {t('count.save')}
          </Button>
          <Button
            disabled={summary.counted === 0 || invalid || busy !== null}
            onClick={() => setConfirm('apply')}
          >
            {t('count.apply')}
          </Button>
          <Button variant="ghostDanger" disabled={busy !== null} onClick={() => setConfirm('cancel')}>
            {t('count.cancel')}
          </Button>
        </div>
      )}
      <Confirm
        open={confirm === 'apply'}
        title={t('count.apply_title')}
        text={t('count.apply_text', { count: summary.differences })}
        confirmLabel={t('count.apply')}
        busy={busy === 'apply'}
        onConfirm={() => void run('apply')}
        onClose={() => setConfirm(null)}
      />
      <Confirm
        open={confirm === 'cancel'}
        title={t('count.cancel_title')}
        text={t('count.cancel_text')}
        confirmLabel={t('count.cancel')}
        variant="danger"
        busy={busy === 'cancel'}
        onConfirm={() => void run('cancel')}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
