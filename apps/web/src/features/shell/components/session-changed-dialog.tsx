import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ShellTranslate } from '../apps.ts';

export interface SessionChangedDialogProps {
  t: ShellTranslate;
  open: boolean;
  /** Reloads the page, which then opens as the account now signed in. */
  onReload: () => void;
}

/**
 * Someone signed in to another account in another tab: this tab's screens and unsaved forms are the previous
 * account's, while its requests would already go out as the new one. Nothing here can be used safely any more, so
 * the dialog cannot be closed; reloading is the way on.
 */
export function SessionChangedDialog({ t, open, onReload }: SessionChangedDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {}}
      title={t('session_changed.title')}
      description={t('session_changed.text')}
      width="small"
      footer={
        <Button autoFocus onClick={onReload}>
          {t('session_changed.reload')}
        </Button>
      }
    />
  );
}
