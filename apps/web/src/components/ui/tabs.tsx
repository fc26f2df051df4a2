import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
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

/** The tab of `key`, else the first one that can be chosen. */
function indexOf(tabs: readonly TabItem[], key: string | undefined): number {
  const index = tabs.findIndex((tab) => tab.key === key && !tab.disabled);
  return index === -1
    ? Math.max(
        0,
        tabs.findIndex((tab) => !tab.disabled),
      )
    : index;
}

/** Where a key press on a tab moves (WAI-ARIA tabs, horizontal): arrows wrap around, disabled tabs are skipped. */
function nextIndex(tabs: readonly TabItem[], from: number, key: string): number | null {
  const enabled = tabs.flatMap((tab, index) => (tab.disabled ? [] : [index]));
  const at = enabled.indexOf(from);
  if (enabled.length === 0) return null;
  if (key === 'ArrowRight') return enabled[(at + 1) % enabled.length] ?? null;
  if (key === 'ArrowLeft') return enabled[(at - 1 + enabled.length) % enabled.length] ?? null;
  if (key === 'Home' || key === 'PageUp') return enabled[0] ?? null;
  if (key === 'End' || key === 'PageDown') return enabled[enabled.length - 1] ?? null;
  return null;
}

/**
 * Tabs (the WAI-ARIA tabs pattern, as Headless UI's Tabs did): arrow keys, Home and End move
 * between tabs and select them, only the selected tab is in the Tab order, and each panel is
 * labelled by its tab. Written here rather than taken from Headless UI: the sign-in screen shows
 * tabs, and Headless UI's Tabs with its shared code was ~11 KB gzipped of the /login JS budget.
 * The list scrolls sideways on narrow phones rather than wrapping.
 */
export function Tabs({ tabs, label, selectedKey, defaultKey, onChange, className, fill = false }: TabsProps) {
  const id = useId();
  const [innerKey, setInnerKey] = useState(defaultKey);
  const selected = indexOf(tabs, selectedKey ?? innerKey);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab || tab.disabled) return;
    if (selectedKey === undefined) setInnerKey(tab.key);
    if (index !== selected) onChange?.(tab.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(tabs, index, event.key);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    select(next);
  };

  const current = tabs[selected];
  return (
    <div className={cx('flex flex-col gap-4', className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex gap-1 overflow-x-auto border-line border-b"
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(index) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              data-selected={isSelected ? '' : undefined}
              data-disabled={tab.disabled ? '' : undefined}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cx(
                '-mb-px min-h-11 border-transparent border-b-2 px-4 font-medium text-fg-muted text-sm',
                fill ? 'flex-1 px-2 text-center' : 'shrink-0 whitespace-nowrap',
                'hover:text-fg data-disabled:cursor-not-allowed data-disabled:opacity-50',
                'data-selected:border-primary data-selected:text-fg pointer-fine:min-h-10',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div>
        {current && (
          <div
            key={current.key}
            role="tabpanel"
            id={panelId(selected)}
            aria-labelledby={tabId(selected)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern (and Headless UI before) puts the panel in the Tab order
            tabIndex={0}
          >
            {current.content}
          </div>
        )}
      </div>
    </div>
  );
}
