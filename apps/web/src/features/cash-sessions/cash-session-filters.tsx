import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../app/profile.ts';
import { shopsQuery } from '../../app/shops.ts';
import { DateRangeFields } from '../../components/list/date-range-fields.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { CASH_SESSION_STATUSES, type CashSessionListParams } from './cash-session-params.ts';

export interface CashSessionFiltersProps {
  state: CashSessionListParams;
  onChange: (next: Partial<CashSessionListParams>) => void;
}

/**
 * The sessions list's filters: status, shop (when the company has several) and the days opened;
 * on a phone in a sheet.
 */
export function CashSessionFilters({ state, onChange }: CashSessionFiltersProps) {
  const { t } = useTranslation('orders');
  const session = useProductSession();
  // A user bound to one shop only ever sees that shop's drawer: nothing to choose.
  const shopBound = Boolean(session.profile?.scope.shop_id);
  const shops = useQuery({
    ...shopsQuery(isAdminRole(session.profile?.role ?? null)),
    enabled: session.ready && !shopBound,
  });
  const shopList = shops.data ?? [];

  return (
    <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
      <ListFilters count={[state.status, state.shop, state.from || state.to].filter(Boolean).length}>
        <Field label={t('sessions.list.status')}>
          <Select
            value={state.status}
            onChange={(e) => onChange({ status: e.target.value as CashSessionListParams['status'] })}
            placeholder={t('sessions.list.all')}
            options={CASH_SESSION_STATUSES.map((status) => ({
              value: status,
              label: t(`sessions.list.statuses.${status}`),
            }))}
          />
        </Field>
        {shopList.length > 1 && (
          <Field label={t('sessions.list.shop')}>
            <Select
              value={state.shop}
              onChange={(e) => onChange({ shop: e.target.value })}
              placeholder={t('sessions.list.all_shops')}
              options={shopList.map((shop) => ({ value: shop.id, label: shop.name }))}
            />
          </Field>
        )}
        <DateRangeFields
          from={state.from}
          to={state.to}
          fromLabel={t('sessions.list.from')}
          toLabel={t('sessions.list.to')}
          onChange={onChange}
        />
      </ListFilters>
    </div>
  );
}
