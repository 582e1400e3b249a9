import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '.';

function Harness({ onConfirm, required = false }: { onConfirm: (reason: string) => Promise<string | null>; required?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel order</Button>
      <ConfirmDialog
        open={open}
        title="Cancel this order?"
        confirmLabel="Cancel the order"
        busyLabel="Cancelling..."
        cancelLabel="Keep the order"
        reason={{ label: 'Reason', hint: 'The craftsman sees this.', maxLength: 20, requiredText: required ? 'Please give a reason.' : undefined }}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <p>The craftsman is told at once.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('does nothing until confirmed; Keep closes it without the step', async () => {
    const onConfirm = jest.fn(async () => null);
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText('The craftsman is told at once.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('passes the trimmed reason, bounded by maxLength, and closes once the step succeeded', async () => {
    const onConfirm = jest.fn(async () => null);
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Found someone closer, sorry  ');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(/The craftsman sees this/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledWith('Found someone clos');
  });

  it('a failed step keeps the dialog and the reason open with the message; a required reason is asked for', async () => {
    const onConfirm = jest.fn(async () => 'This order is no longer pending');
    renderWithProviders(<Harness onConfirm={onConfirm} required />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(/Please give a reason/);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too far');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is no longer pending');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Too far');
  });
});
