import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Names the tab list for screen readers, a translated text such as "Product sections". */
  label: string;
  /** Controlled: the selected tab's key (for tabs kept in the URL). */
  selectedKey?: string;
  /** Uncontrolled: the tab selected first. */
  defaultKey?: string;
  onChange?: (key: string) => void;
  className?: string;
  /** A few tabs that share the width, their labels wrapping, instead of a row that scrolls (sign-in). */
  fill?: boolean;
}

/**
 * Tabs (Headless UI): arrow keys, Home and End move between tabs, and each panel is labelled by
 * its tab. The list scrolls sideways on narrow phones rather than wrapping.
 */
export function Tabs({ tabs, label, selectedKey, defaultKey, onChange, className, fill = false }: TabsProps) {
  const indexOf = (key: string | undefined) => {
    const index = tabs.findIndex((tab) => tab.key === key);
    return index === -1 ? 0 : index;
  };
  return (
    <TabGroup
      className={cx('flex flex-col gap-4', className)}
      selectedIndex={selectedKey === undefined ? undefined : indexOf(selectedKey)}
      defaultIndex={indexOf(defaultKey)}
      onChange={(index) => {
        const tab = tabs[index];
        if (tab) onChange?.(tab.key);
      }}
    >
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-line border-b">
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            disabled={tab.disabled}
            className={cx(
              '-mb-px min-h-11 border-transparent border-b-2 px-4 font-medium text-fg-muted text-sm',
              fill ? 'flex-1 px-2 text-center' : 'shrink-0 whitespace-nowrap',
              'hover:text-fg data-disabled:cursor-not-allowed data-disabled:opacity-50',
              'data-selected:border-primary data-selected:text-fg pointer-fine:min-h-10',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.key}>{tab.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
