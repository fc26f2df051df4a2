import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { type Basket, basketSummary } from '../sale/basket.ts';

/** A sale the counter keeps (on hold, or waiting for the server), as its lists show it: who, what, how much, when. */
export function KeptSaleSummary({
  who,
  total,
  basket,
  when,
}: {
  who: string;
  /** the total, written in the company's money */
  total: string;
  basket: Basket;
  /** the line under it: "3 items · held 10:42" */
  when: string;
}) {
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 truncate font-medium">{who}</span>
        <span className="shrink-0 font-semibold tabular-nums">{total}</span>
      </div>
      <p className="line-clamp-2 text-fg-muted text-sm">{basketSummary(basket)}</p>
      <p className="text-fg-muted text-xs">{when}</p>
    </>
  );
}

/** The second ask before a kept sale is thrown away: the question, keep it, or discard it. */
export function DiscardConfirm({
  question,
  onKeep,
  onDiscard,
}: {
  question: string;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm">{question}</span>
      <Button size="small" variant="outline" onClick={onKeep}>
        {t('pos.held.keep')}
      </Button>
      <Button size="small" variant="danger" onClick={onDiscard}>
        {t('pos.held.discard_confirm')}
      </Button>
    </div>
  );
}
