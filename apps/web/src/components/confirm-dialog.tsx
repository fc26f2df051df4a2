import { Button, type ButtonVariant } from './ui/button.tsx';
import { Dialog, type DialogProps } from './ui/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** the words, translated by the feature that asks */
  confirmLabel: string;
  cancelLabel: string;
  workingLabel: string;
  closeLabel?: string;
  variant?: ButtonVariant;
  width?: DialogProps['width'];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a step that cannot be undone (delete, approve, apply): go back, or go ahead. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  workingLabel,
  closeLabel,
  variant = 'primary',
  width,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={text}
      closeLabel={closeLabel}
      width={width}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={variant} loading={busy} loadingLabel={workingLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
