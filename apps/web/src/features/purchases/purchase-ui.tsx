import type { PurchaseOrderStatus, SupplierBillStatus } from '@comptoir/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import type { ButtonVariant } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/class-names.ts';
import type { PaletteKey } from '../../components/ui/palette.ts';
import { purchasePaths } from './paths.ts';

/**
 * The namespaces a purchasing screen needs, asked for at the top of the page: the money field,
 * barcode field and export button use `products` and `imports`; a component deeper down that waits
 * for its namespace would suspend the page and lose what was typed.
 */
export const PURCHASE_NAMESPACES = ['purchases', 'products', 'imports'] as const;

const TABS = [
  { key: 'orders', to: purchasePaths.orders(), end: true },
  { key: 'bills', to: purchasePaths.bills(), end: false },
] as const;

/** Purchase orders and supplier bills, one tap away from each other. */
export function PurchasesNav() {
  const { t } = useTranslation('purchases');
  return (
    <nav aria-label={t('nav.label')} className="scroll-shadow-x scroll-cover-canvas -mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
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

/** A purchasing screen's title, its actions (the secondary ones under "More" on a phone), then the tabs. */
export function PurchasesHeader({
  title,
  actions,
  more,
  nav = true,
  badge,
}: {
  title: string;
  actions?: ReactNode;
  more?: ReactNode[];
  nav?: boolean;
  badge?: ReactNode;
}) {
  return (
    <PageHeader title={title} badge={badge} actions={actions} more={more}>
      {nav && <PurchasesNav />}
    </PageHeader>
  );
}

const ORDER_COLORS: Record<PurchaseOrderStatus, PaletteKey> = {
  draft: 'sky',
  submitted: 'purple',
  approved: 'blue',
  partially_received: 'amber',
  received: 'green',
  cancelled: 'red',
};

export function OrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation('purchases');
  return <Badge color={ORDER_COLORS[status]}>{t(`status.${status}`)}</Badge>;
}

const BILL_COLORS: Record<SupplierBillStatus, PaletteKey> = {
  draft: 'sky',
  open: 'amber',
  partially_paid: 'orange',
  paid: 'green',
  cancelled: 'red',
};

export function BillStatusBadge({ status }: { status: SupplierBillStatus }) {
  const { t } = useTranslation('purchases');
  return <Badge color={BILL_COLORS[status]}>{t(`bill_status.${status}`)}</Badge>;
}

/** A failed load: the server's message (in the user's language) and a retry. */
export function LoadError(props: { error: Error | null; onRetry: () => void }) {
  return <ListError ns="purchases" {...props} />;
}

/** Server field errors of a 422, keyed by field ("lines.0.quantity"), first message each. */
export function firstErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([key, list]) => (list[0] ? [[key, list[0]]] : [])),
  );
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

/** Asks before a step that cannot be undone (approve, cancel, delete, enter a bill). */
export function Confirm(props: ConfirmProps) {
  const { t } = useTranslation('purchases');
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
