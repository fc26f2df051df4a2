import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { TextInput } from './text-input.tsx';

afterEach(cleanup);

function RenameProduct({ focusName = false }: { focusName?: boolean }) {
  const [open, setOpen] = useState(false);
  const name = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Rename product"
        description="The new name shows on receipts."
        closeLabel="Close"
        initialFocus={focusName ? name : undefined}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        <Field label="Name">
          <TextInput ref={name} />
        </Field>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    render(<RenameProduct />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename product' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('The new name shows on receipts.');
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    render(<RenameProduct />);
    const opener = screen.getByRole('button', { name: 'Rename' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its labelled close button', async () => {
    render(<RenameProduct />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('focuses the requested element when it opens', async () => {
    render(<RenameProduct focusName />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('keeps Tab inside the dialog', async () => {
    render(<RenameProduct focusName />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
