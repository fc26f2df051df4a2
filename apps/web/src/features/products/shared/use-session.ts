import { formatMoney } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQuery } from '../../../app/profile.ts';
import { STORAGE_KEYS } from '../../../stores/storage-keys.ts';
import { type MoneyCurrency, moneyCurrency } from './money-text.ts';

/** What the product screens need of the signed-in user: permissions, company and its currency. */
export function useProductSession() {
  const profile = useQuery(profileQuery);
  const { i18n } = useTranslation();
  const permissions = profile.data?.permissions ?? [];
  const can = useCallback((permission: string) => permissions.includes(permission), [permissions]);
  const alpha = profile.data?.company.currency;
  const currency: MoneyCurrency = useMemo(() => moneyCurrency(alpha), [alpha]);
  const companyId = profile.data?.company.id ?? localStorage.getItem(STORAGE_KEYS.companyId) ?? '';
  const money = useCallback(
    (minor: number | null | undefined) =>
      minor === null || minor === undefined ? '' : formatMoney(minor, currency, i18n.language),
    [currency, i18n.language],
  );
  return { ready: profile.isSuccess, can, currency, companyId, money, profile: profile.data };
}
