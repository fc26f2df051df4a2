import type { ListMeta } from '@comptoir/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { PageSizeSelect } from '../../components/list/page-size-select.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import type { ButtonVariant } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/class-names.ts';
import { Field } from '../../components/ui/field.tsx';
import type { PaletteKey } from '../../components/ui/palette.ts';
import { Select } from '../../components/ui/select.tsx';
import type { WarehouseChoice } from './api.ts';
import { PER_PAGE_CHOICES } from './list-params.ts';
import { stockPaths } from './paths.ts';

const TABS = [
  { key: 'overview', to: stockPaths.overview(), end: true },
  { key: 'movements', to: stockPaths.movements(), end: false },
  { key: 'low_stock', to: stockPaths.lowStock(), end: false },
  { key: 'counts', to: stockPaths.counts(), end: false },
  { key: 'transfers', to: stockPaths.transfers(), end: false },
] as const;

/**
 * The stock screens, one tap away from each other. The tabs wrap onto a second row on a phone: a
 * row scrolling sideways hid "Inventaires" and "Transferts" behind the screen's edge.
 */
export function StockNav() {
  const { t } = useTranslation('stock');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-1">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cx(
                  'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-sm pointer-fine:min-h-9',
                  isActive ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-muted',
                )
              }
            >
              {t(`nav.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The title of a stock screen, its actions (the secondary ones under "More" on a phone), then the stock navigation. */
export function StockHeader({
  title,
  actions,
  more,
  nav = true,
}: {
  title: string;
  actions?: ReactNode;
  more?: ReactNode[];
  nav?: boolean;
}) {
  return (
    <PageHeader title={title} actions={actions} more={more}>
      {nav && <StockNav />}
    </PageHeader>
  );
}

/** A failed load: the server's message (in the user's language) and a retry. */
export function LoadError(props: { error: Error | null; onRetry: () => void }) {
  return <ListError ns="stock" {...props} />;
}

export interface PagerProps {
  meta: ListMeta | undefined;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** "1–25 of 80", rows per page, previous and next. */
export function Pager({ meta, perPage, onPage, onPerPage }: PagerProps) {
  const { t } = useTranslation('stock');
  if (!meta) return null;
  return (
    <ListPager
      ns="stock"
      keys="common"
      meta={meta}
      onPage={onPage}
      extra={
        <PageSizeSelect
          label={t('common.per_page')}
          value={perPage}
          choices={PER_PAGE_CHOICES}
          onChange={onPerPage}
        />
      }
    />
  );
}

export interface WarehouseSelectProps {
  label: string;
  warehouses: readonly WarehouseChoice[] | undefined;
  value: string;
  onChange: (id: string) => void;
  /** The empty first choice, e.g. "All warehouses"; none when a warehouse must be chosen. */
  placeholder?: string;
  /** Deactivated warehouses cannot receive movements. */
  activeOnly?: boolean;
  error?: string | undefined;
  required?: boolean;
  className?: string;
}

export function WarehouseSelect({
  label,
  warehouses,
  value,
  onChange,
  placeholder,
  activeOnly = false,
  error,
  required,
  className,
}: WarehouseSelectProps) {
  const { t } = useTranslation('stock');
  const options = (warehouses ?? [])
    .filter((warehouse) => !activeOnly || warehouse.is_active)
    .map((warehouse) => ({
      value: warehouse.id,
      label: warehouse.is_active ? warehouse.name : t('common.inactive_warehouse', { name: warehouse.name }),
    }));
  return (
    <Field label={label} error={error} required={required} className={className}>
      <Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={options}
        {...(placeholder !== undefined ? { placeholder } : {})}
      />
    </Field>
  );
}

const STATUS_COLORS: Record<string, PaletteKey> = {
  draft: 'sky',
  in_transit: 'amber',
  received: 'green',
  applied: 'green',
  cancelled: 'red',
};

/** A count's or transfer's status, in the user's language. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('stock');
  return <Badge color={STATUS_COLORS[status] ?? 'sky'}>{t(`status.${status}`)}</Badge>;
}

/** +3 in green, −2 in red: a stock change. */
export function SignedQuantity({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const text = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' }).format(value);
  return (
    <span className={cx('tabular-nums', value > 0 && 'text-success-text', value < 0 && 'text-danger-text')}>
      {text}
    </span>
  );
}

/** A count of units in the user's language. */
export function useNumber() {
  const { i18n } = useTranslation();
  return (value: number) => new Intl.NumberFormat(i18n.language).format(value);
}

export interface ConfirmProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a step that cannot be undone (apply a count, ship, receive, cancel). */
export function Confirm(props: ConfirmProps) {
  const { t } = useTranslation('stock');
  return (
    <ConfirmDialog
      {...props}
      cancelLabel={t('common.back')}
      workingLabel={t('common.working')}
      closeLabel={t('common.close')}
      width="small"
    />
  );
}

/**
 * The namespaces a stock screen needs, asked for at the top of the page: the barcode field and the
 * export button use `products` and `imports`, and a component deeper down that waits for its
 * namespace would suspend the page and lose what was typed.
 */
export const STOCK_NAMESPACES = ['stock', 'products', 'imports'] as const;
