import {
  Description,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';
import { Button } from './button.tsx';
import { cx } from './class-names.ts';

const widthClass = {
  small: 'sm:max-w-sm',
  default: 'sm:max-w-lg',
  large: 'sm:max-w-3xl',
} as const;

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click outside and on the close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The actions, e.g. Cancel and Save buttons; stacked full width on phones. */
  footer?: ReactNode;
  /** The close button's accessible name, a translated text such as "Close"; no close button without it. */
  closeLabel?: string;
  /** The element focused on open; otherwise one marked `autoFocus`, else the first focusable. */
  initialFocus?: RefObject<HTMLElement | null>;
  width?: keyof typeof widthClass;
}

/**
 * A modal dialog (Headless UI): labelled by its title, described by its description, focus
 * trapped inside and returned to the opener on close. A bottom sheet on phones.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel,
  initialFocus,
  width = 'default',
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} initialFocus={initialFocus} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto sm:items-center sm:p-4">
        <DialogPanel
          className={cx(
            'flex max-h-[90dvh] w-full flex-col gap-4 overflow-y-auto rounded-t-xl bg-surface p-4 text-fg',
            'shadow-xl sm:rounded-xl sm:p-6',
            widthClass[width],
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="pt-2 font-semibold text-lg">{title}</DialogTitle>
            {closeLabel && (
              <Button
                variant="ghost"
                size="small"
                onClick={onClose}
                aria-label={closeLabel}
                className="-me-2"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                  <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4l4.7-4.3 4.7 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.7-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
                </svg>
              </Button>
            )}
          </div>
          {description && <Description className="text-fg-muted text-sm">{description}</Description>}
          {children}
          {footer && <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
