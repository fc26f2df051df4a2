import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../../app/profile.ts';
import { shopsQuery } from '../../../app/shops.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { warehousesQuery } from '../../stock/api.ts';
import { sellersQuery } from '../api.ts';
import type { FieldErrors } from './field-errors.ts';
import { errorsUnder } from './field-errors.ts';

export interface OrderSetupValue {
  shopId: string;
  warehouseId: string;
  sellerId: string;
}

export interface OrderSetupFieldsProps {
  value: OrderSetupValue;
  onChange: (change: Partial<OrderSetupValue>) => void;
  errors: FieldErrors;
}

/**
 * Which shop sells, from which warehouse, and who the seller is. A user bound to a shop sells from
 * it; the seller is the user unless they may change it (orders.change_user).
 */
export function OrderSetupFields({ value, onChange, errors }: OrderSetupFieldsProps) {
  const { t } = useTranslation('orders');
  const session = useProductSession();
  const profile = session.profile;
  const pickShop = !profile?.scope?.shop_id && session.can('shops.view');
  const pickWarehouse = session.can('warehouses.view');
  const pickSeller = session.can('orders.change_user') && session.can('users.view');
  const shops = useQuery({ ...shopsQuery(isAdminRole(profile?.role ?? null)), enabled: pickShop });
  const warehouses = useQuery({ ...warehousesQuery, enabled: pickWarehouse });
  const sellers = useQuery({ ...sellersQuery(), enabled: pickSeller });

  if (!pickShop && !pickWarehouse && !pickSeller) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
      {pickShop && (
        <Field label={t('office.shop')} error={errorsUnder(errors, 'shop_id')}>
          <Select
            value={value.shopId}
            onChange={(event) => onChange({ shopId: event.target.value })}
            placeholder={t('office.default_shop')}
            options={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
          />
        </Field>
      )}
      {pickWarehouse && (
        <Field label={t('office.warehouse')} error={errorsUnder(errors, 'warehouse_id')}>
          <Select
            value={value.warehouseId}
            onChange={(event) => onChange({ warehouseId: event.target.value })}
            placeholder={t('office.shop_warehouse')}
            options={(warehouses.data ?? [])
              .filter((w) => w.is_active)
              .map((w) => ({ value: w.id, label: w.name }))}
          />
        </Field>
      )}
      {pickSeller && (
        <Field label={t('office.seller')} error={errorsUnder(errors, 'seller_id')}>
          <Select
            value={value.sellerId || profile?.id || ''}
            onChange={(event) => onChange({ sellerId: event.target.value })}
            options={(sellers.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
          />
        </Field>
      )}
    </div>
  );
}
