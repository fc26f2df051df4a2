import { foldForSearch } from '@comptoir/core';
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { useEffect, useState } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import type { AppEntry, ShellTranslate } from '../apps.ts';
import { isPaletteShortcut } from '../rules/palette-shortcut.ts';
import { AppIcon } from './app-icon.tsx';

export interface CommandPaletteProps {
  t: ShellTranslate;
  /** The role's apps (appsFor(role)). */
  apps: readonly AppEntry[];
  onNavigate: (path: string) => void;
  /** Controlled use, e.g. from a search button in the header; Ctrl/⌘+K works either way. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Ctrl/⌘+K: type part of a screen's name, pick it with the arrow keys and Enter. */
export function CommandPalette({ t, apps, onNavigate, open, onOpenChange }: CommandPaletteProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const [query, setQuery] = useState('');
  const isOpen = open ?? innerOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
    if (!next) setQuery('');
  };

  // The latest setOpen, without re-subscribing on every render.
  const [toggle] = useState(() => ({ current: setOpen, isOpen }));
  toggle.current = setOpen;
  toggle.isOpen = isOpen;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      toggle.current(!toggle.isOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const named = apps.map((entry) => ({ entry, name: t(`apps.${entry.key}`) }));
  // Without accents or case, as the lists' search boxes: "depenses" finds "Dépenses".
  const wanted = foldForSearch(query.trim());
  const matches = wanted
    ? named.filter(({ entry, name }) => foldForSearch(name).includes(wanted) || entry.key.includes(wanted))
    : named;

  const choose = (entry: AppEntry | null) => {
    if (!entry) return;
    setOpen(false);
    onNavigate(entry.path);
  };

  return (
    <Dialog open={isOpen} onClose={() => setOpen(false)} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-start justify-center p-3 pt-[10dvh]">
        <DialogPanel className="w-full max-w-lg overflow-hidden rounded-xl bg-surface text-fg shadow-xl">
          <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
          <Combobox<AppEntry | null> value={null} onChange={choose} immediate>
            <ComboboxInput
              autoFocus
              aria-label={t('palette.title')}
              placeholder={t('palette.placeholder')}
              onChange={(event) => setQuery(event.target.value)}
              // One Escape closes the whole palette, not just the option list.
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                event.preventDefault();
                setOpen(false);
              }}
              className="w-full border-line border-b bg-transparent px-4 py-3 text-base outline-none"
            />
            <ComboboxOptions static className="max-h-80 overflow-y-auto p-2">
              {matches.map(({ entry, name }) => (
                <ComboboxOption
                  key={entry.key}
                  value={entry}
                  className={cx(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3',
                    'data-focus:bg-primary/10 data-focus:text-primary-text',
                  )}
                >
                  <AppIcon name={entry.icon} />
                  {name}
                </ComboboxOption>
              ))}
            </ComboboxOptions>
            {matches.length === 0 && <p className="p-4 text-fg-muted text-sm">{t('palette.no_results')}</p>}
          </Combobox>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
