import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

function renderConfirm(busy = false) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete this account?"
      text="Caisse principale will be deleted."
      variant="danger"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      workingLabel="Working…"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

describe('asking before a step that cannot be undone', () => {
  it('names the step and what it does, and goes ahead only when confirmed', () => {
    const { onConfirm, onClose } = renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Delete this account?' });
    expect(dialog.textContent).toContain('Caisse principale will be deleted.');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot be confirmed twice while the step is under way', () => {
    const { onConfirm } = renderConfirm(true);
    const confirm = screen.getAllByRole('button').find((button) => button.textContent?.includes('Working…'));
    expect(confirm).toBeTruthy();
    fireEvent.click(confirm!);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
