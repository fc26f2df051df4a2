import type { MouseEvent } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import { LazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { type AppEntry, orderByPinned, type ShellTranslate } from '../apps.ts';
import { AppIcon } from './app-icon.tsx';

export interface AppLauncherProps {
  t: ShellTranslate;
  /** The role's apps (appsFor(role)). */
  apps: readonly AppEntry[];
  /** The company's pinned app keys (stores/session readPinnedApps). */
  pinned: readonly string[];
  /** Pins or unpins for the current company (stores/session togglePinnedApp). */
  onTogglePin: (key: string) => void;
  onNavigate: (path: string) => void;
}

/** A plain click navigates in the app; modified clicks keep the browser's new-tab behaviour. */
export function followInApp(event: MouseEvent<HTMLAnchorElement>, go: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
}

/** A grid of the role's apps, pinned ones first, each with a pin toggle. */
export function AppLauncher({ t, apps, pinned, onTogglePin, onNavigate }: AppLauncherProps) {
  const ordered = orderByPinned(apps, pinned);
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
      {ordered.map((entry) => {
        const name = t(`apps.${entry.key}`);
        const isPinned = pinned.includes(entry.key);
        return (
          <li key={entry.key} className="relative">
            <a
              href={entry.path}
              onClick={(event) => followInApp(event, () => onNavigate(entry.path))}
              className={cx(
                'flex min-h-24 flex-col items-center justify-center gap-2 rounded-lg border p-3 text-center text-sm',
                'border-line bg-surface text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring',
              )}
            >
              <AppIcon name={entry.icon} className="size-6 text-primary-text" />
              <span className="line-clamp-2">{name}</span>
            </a>
            <button
              type="button"
              aria-pressed={isPinned}
              aria-label={`${t(isPinned ? 'launcher.unpin' : 'launcher.pin')} ${name}`}
              onClick={() => onTogglePin(entry.key)}
              className="absolute end-0 top-0 flex size-11 items-center justify-center rounded-lg text-fg-muted hover:text-primary-text"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-4"
                fill={isPinned ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth={1.5}
              >
                <path d="M10 2.5l2.3 4.7 5.2.8-3.8 3.6.9 5.2L10 14.4l-4.6 2.4.9-5.2L2.5 8l5.2-.8z" />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export interface AppLauncherDialogProps extends AppLauncherProps {
  open: boolean;
  onClose: () => void;
}

/** The launcher as a dialog (a bottom sheet on phones), opened from More or the header's grid button. */
export function AppLauncherDialog({ open, onClose, onNavigate, ...launcher }: AppLauncherDialogProps) {
  const go = (path: string) => {
    onClose();
    onNavigate(path);
  };
  return (
    <LazyDialog
      open={open}
      onClose={onClose}
      title={launcher.t('launcher.title')}
      closeLabel={launcher.t('launcher.close')}
      width="large"
    >
      <AppLauncher {...launcher} onNavigate={go} />
    </LazyDialog>
  );
}
