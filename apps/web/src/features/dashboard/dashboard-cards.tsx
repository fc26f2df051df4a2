import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { percentChange } from '../../components/analytics/format.ts';
import { cx } from '../../components/ui/class-names.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

// The building blocks of the dashboard: a card that loads on its own (skeleton), shows an empty
// state when its call fails or returns nothing (SPEC §4: a failure sets the stat to empty), and
// links to the matching list screen; and the delta of a figure against the previous period.

export interface CardProps<T> {
  id: string;
  title: string;
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError'>;
  /** true when the answer has nothing to show */
  isEmpty?: (data: T) => boolean;
  /** what the empty state says instead of "nothing for this period" (a card that ignores the period) */
  emptyText?: string | undefined;
  /** the matching list screen */
  link?: { to: string; label: string } | undefined;
  /** extra controls beside the title */
  actions?: ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
}

export function DashboardCard<T>({
  id,
  title,
  query,
  isEmpty,
  emptyText,
  link,
  actions,
  className,
  children,
}: CardProps<T>) {
  const { t } = useTranslation('dashboard');
  const headingId = `card-${id}-title`;
  const data = query.isError ? undefined : query.data;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`card-${id}`}
      className={cx('flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-base">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {link && (
            <Link
              to={link.to}
              aria-describedby={headingId}
              className="font-medium text-primary-text text-sm underline underline-offset-2"
            >
              {link.label}
            </Link>
          )}
        </div>
      </div>
      {query.isPending && !query.isError ? (
        <Skeleton label={t('loading', { card: title })} lines={4} />
      ) : data === undefined || (isEmpty?.(data) ?? false) ? (
        <EmptyState
          title={query.isError ? t('card_failed') : (emptyText ?? t('card_empty'))}
          headingLevel={3}
          className="py-6"
        />
      ) : (
        children(data)
      )}
    </section>
  );
}

export interface DeltaProps {
  /** percent, null when there is no previous figure */
  change: number | null;
  /** a rise is bad news (returns rate, expenses) */
  inverted?: boolean;
  className?: string;
}

/** ▲ +25 % / ▼ -3 %: the arrow and the sign carry the meaning, the colour only repeats it. */
export function Delta({ change, inverted = false, className }: DeltaProps) {
  const { t, i18n } = useTranslation('analytics');
  if (change === null || !Number.isFinite(change)) {
    return (
      <span className={cx('text-fg-muted text-sm', className)} data-testid="delta">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('delta.none')}</span>
      </span>
    );
  }
  const value = percentChange(change, i18n.language);
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const good = direction === 'flat' ? null : (direction === 'up') !== inverted;
  return (
    <span
      data-testid="delta"
      data-direction={direction}
      className={cx(
        'inline-flex items-center gap-1 font-medium text-sm',
        good === null ? 'text-fg-muted' : good ? 'text-success-text' : 'text-danger-text',
        className,
      )}
    >
      <span aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '▬'}</span>
      <span className="sr-only">
        {direction === 'flat'
          ? t('delta.flat')
          : t(`delta.${direction}`, { value: value.replace(/^[+-]/, '') })}
      </span>
      <span aria-hidden="true">{value}</span>
    </span>
  );
}
