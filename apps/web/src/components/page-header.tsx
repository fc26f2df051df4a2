import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceClass } from '../features/shell/rules/breakpoints.ts';
import { buttonClassName } from './ui/button.tsx';

export interface PageHeaderProps {
  title: ReactNode;
  /** Beside the title, e.g. a status badge. */
  badge?: ReactNode;
  /** The screen's main action, always in sight: "New sale", "Add a product". */
  actions?: ReactNode;
  /**
   * The other actions (export, import, a related screen), one entry each: before the main one from
   * tablets up, behind a "More" button on a phone, where a row of them wrapped onto two or three lines.
   */
  more?: ReactNode[];
  /** Under the title row, e.g. the section's tabs. */
  children?: ReactNode;
}

/** A screen's title and actions. */
export function PageHeader({ title, badge, actions, more = [], children }: PageHeaderProps) {
  const phone = useDeviceClass() === 'mobile';
  // toArray drops the entries a permission left out (false, null) and keys the others
  const secondary = Children.toArray(more);
  const hasActions = secondary.length > 0 || Children.toArray(actions).length > 0;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-semibold text-2xl">{title}</h1>
          {badge}
        </div>
        {!hasActions ? null : phone ? (
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {secondary.length > 0 && <MoreActions>{secondary}</MoreActions>}
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            {secondary}
            {actions}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}

/**
 * "More" and the secondary actions under it, as they are (links, the export button with its
 * spinner): a disclosure rather than an ARIA menu, whose items would have to be rebuilt as menu
 * items and close on the first tap, hiding an export still at work. The panel follows the button
 * in the tab order; Escape and a tap outside close it, and Escape puts focus back on the button.
 */
function MoreActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Popover className="relative">
      {/* a word alone, no chevron: with one, "Nouvelle vente" and "Plus" no longer fit beside "Commandes" */}
      <PopoverButton className={buttonClassName('outline')} aria-label={t('list_controls.more_label')}>
        {t('list_controls.more')}
      </PopoverButton>
      {/* Kept mounted, hidden: an action that waits for its texts (the export button's) would suspend the page
          when the panel first opens, and the focus would be lost. */}
      <PopoverPanel
        unmount={false}
        className="absolute end-0 z-30 mt-2 flex w-64 max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-lg border border-line bg-surface p-2 shadow-lg *:w-full"
      >
        {children}
      </PopoverPanel>
    </Popover>
  );
}
