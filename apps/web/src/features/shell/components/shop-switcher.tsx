import { useId } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import { controlClassName } from '../../../components/ui/text-input.tsx';
import type { ShellTranslate } from '../apps.ts';

export interface ShopOption {
  id: string;
  name: string;
}

export interface ShopSwitcherProps {
  t: ShellTranslate;
  shops: readonly ShopOption[];
  /** The current shop; null in the all-company mode. */
  value: string | null;
  /** SPEC §4: only admin and super-admin may work across every shop. */
  allCompanyAllowed: boolean;
  /** The chosen shop id, or null for All shops. */
  onChange: (shopId: string | null) => void;
  className?: string;
}

const ALL_SHOPS = '';

/** A native select: the phone's own picker is the most usable one there. */
export function ShopSwitcher({ t, shops, value, allCompanyAllowed, onChange, className }: ShopSwitcherProps) {
  const id = useId();
  return (
    <div className={cx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {t('shop_switcher.label')}
      </label>
      <select
        id={id}
        value={value ?? ALL_SHOPS}
        onChange={(event) => onChange(event.target.value === ALL_SHOPS ? null : event.target.value)}
        className={cx(controlClassName, 'max-w-36 pe-8 sm:max-w-56')}
      >
        {allCompanyAllowed && <option value={ALL_SHOPS}>{t('shop_switcher.all_shops')}</option>}
        {shops.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </select>
    </div>
  );
}
