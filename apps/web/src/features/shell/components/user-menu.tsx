import {
  Menu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react';
import { cx } from '../../../components/ui/class-names.ts';
import type { ShellTranslate } from '../apps.ts';

export interface LanguageOption {
  code: string;
  /** The language's own name, e.g. Français. */
  label: string;
}

export interface UserMenuProps {
  t: ShellTranslate;
  userName: string;
  languages: readonly LanguageOption[];
  language: string;
  onLanguageChange: (code: string) => void;
  onProfile: () => void;
  onLogout: () => void;
}

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-start text-sm data-focus:bg-surface-muted';

/** The account menu in the header: profile, language and logout. */
export function UserMenu({
  t,
  userName,
  languages,
  language,
  onLanguageChange,
  onProfile,
  onLogout,
}: UserMenuProps) {
  const initial = userName.trim().charAt(0).toUpperCase() || '?';
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t('user_menu.open')}
        className="flex size-11 items-center justify-center rounded-full bg-primary font-semibold text-primary-fg"
      >
        <span aria-hidden="true">{initial}</span>
      </MenuButton>
      <MenuItems className="absolute end-0 z-40 mt-2 w-56 rounded-lg border border-line bg-surface p-1 text-fg shadow-lg focus:outline-none">
        <div className="truncate px-3 py-2 font-medium text-sm">{userName}</div>
        <MenuItem>
          <button type="button" className={itemClass} onClick={onProfile}>
            {t('user_menu.profile')}
          </button>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuSection>
          <MenuHeading className="px-3 py-1 text-fg-muted text-xs uppercase">
            {t('user_menu.language')}
          </MenuHeading>
          {languages.map((option) => (
            <MenuItem key={option.code}>
              <button
                type="button"
                lang={option.code}
                aria-current={option.code === language || undefined}
                className={cx(itemClass, option.code === language && 'font-semibold text-primary-text')}
                onClick={() => onLanguageChange(option.code)}
              >
                {option.label}
              </button>
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          <button type="button" className={cx(itemClass, 'text-danger-text')} onClick={onLogout}>
            {t('user_menu.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
