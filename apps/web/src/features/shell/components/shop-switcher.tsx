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
  /** On a phone: "All" instead of "All shops", so the header keeps room for the company name. */
  compact?: boolean;
  className?: string;
}

const ALL_SHOPS = '';

/**
 * A native select: the phone's own picker is the most usable one there. It is as wide as the chosen
 * shop's name (field-sizing), at most 36% of a phone's width, so the company name keeps its room.
 */
export function ShopSwitcher({
  t,
  shops,
  value,
  allCompanyAllowed,
  onChange,
  compact = false,
  className,
}: ShopSwitcherProps) {
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
        className={cx(controlClassName, 'field-sizing-content max-w-[36vw] pe-8 sm:max-w-56')}
      >
        {allCompanyAllowed && (
          <option value={ALL_SHOPS}>
            {t(compact ? 'shop_switcher.all_short' : 'shop_switcher.all_shops')}
          </option>
        )}
        {shops.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </select>
    </div>
  );
}
