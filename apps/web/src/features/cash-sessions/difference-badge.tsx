import { type DrawerBalance, drawerBalance } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import type { PaletteKey } from '../../components/ui/palette.ts';

const BALANCE_COLOURS: Record<DrawerBalance, PaletteKey> = {
  balanced: 'green',
  missing: 'red',
  extra: 'amber',
};

export interface DifferenceBadgeProps {
  /** counted − expected; null while the drawer is open, which shows nothing */
  difference: number | null;
  money: (minor: number) => string;
}

/** "Balanced", "Missing 1,000" or "Extra 500": the closing count against the cash expected. */
export function DifferenceBadge({ difference, money }: DifferenceBadgeProps) {
  const { t } = useTranslation('orders');
  const balance = drawerBalance(difference);
  if (balance === null || difference === null) return null;
  return (
    <Badge color={BALANCE_COLOURS[balance]}>
      {t(`sessions.balance.${balance}`, { amount: money(Math.abs(difference)) })}
    </Badge>
  );
}
