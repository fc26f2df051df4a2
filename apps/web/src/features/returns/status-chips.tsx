import { type ListMeta, RETURN_STATUSES, type ReturnStatus } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { totalLabel } from '../../components/list/total-label.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { cx } from '../../components/ui/class-names.ts';

export interface StatusChipsProps {
  /** '' for every status */
  value: '' | ReturnStatus;
  /** how many returns await approval (the list of requested returns' meta), once known */
  awaiting: ListMeta | undefined;
  onChange: (status: '' | ReturnStatus) => void;
}

// "All" first, then each status: "awaiting approval" (requested) sits right beside it.
const CHOICES: ('' | ReturnStatus)[] = ['', ...RETURN_STATUSES];

/**
 * The status filter as a row of toggle buttons, scrolling sideways on a narrow phone (`min-w-0`: a
 * fieldset is as wide as its content by default, which widened the page instead).
 */
export function StatusChips({ value, awaiting, onChange }: StatusChipsProps) {
  const { t } = useTranslation('orders');
  return (
    <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
      <legend className="sr-only">{t('returns.list.status')}</legend>
      {CHOICES.map((status) => (
        <button
          key={status || 'all'}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={cx(
            'inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 font-medium text-sm pointer-fine:min-h-9',
            value === status
              ? 'border-primary bg-primary text-primary-fg'
              : 'border-line bg-surface text-fg hover:bg-surface-muted',
          )}
        >
          {status ? t(`returns.list.statuses.${status}`) : t('returns.list.all')}{' '}
          {status === 'requested' && awaiting !== undefined && awaiting.total > 0 && (
            <Badge color="amber">{totalLabel(awaiting)}</Badge>
          )}
        </button>
      ))}
    </fieldset>
  );
}
