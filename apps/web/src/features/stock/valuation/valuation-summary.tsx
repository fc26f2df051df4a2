import type { StockValuationSummary } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { STOCK_NAMESPACES } from '../stock-ui.tsx';

/** The four totals over every page of the list, and what they leave out. */
export function ValuationSummaryCards({
  summary,
  money,
  number,
}: {
  summary: StockValuationSummary;
  money: (minor: number) => string;
  number: (value: number) => string;
}) {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const cards = [
    { key: 'stock_value', label: t('valuation.total_value'), value: money(summary.stock_value) },
    { key: 'retail_value', label: t('valuation.total_retail'), value: money(summary.retail_value) },
    {
      key: 'potential_margin',
      label: t('valuation.potential_margin'),
      value: money(summary.potential_margin),
    },
    { key: 'units', label: t('valuation.units'), value: number(summary.units) },
  ];
  return (
    <section aria-label={t('valuation.summary')} className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.key}
            className="flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-surface p-4"
          >
            <dt className="text-fg-muted text-sm">{card.label}</dt>
            <dd
              className="break-words font-semibold text-lg tabular-nums"
              data-testid={`valuation-${card.key}`}
            >
              {card.value}
            </dd>
          </div>
        ))}
      </dl>
      {summary.no_cost_variants > 0 && (
        <p className="text-sm" role="note">
          {t('valuation.no_cost_note', {
            count: summary.no_cost_variants,
            units: number(summary.no_cost_units),
            retail: money(summary.no_cost_retail_value),
          })}
        </p>
      )}
      {summary.negative_variants > 0 && (
        <p className="text-fg-muted text-sm">
          {t('valuation.negative_note', { count: summary.negative_variants })}
        </p>
      )}
    </section>
  );
}
