import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Button } from './Button';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign Out</Button>
      <Dialog
        open={open}
        title="Are you sure you want to logout?"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button>Logout</Button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus moved inside', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('traps focus: Tab from the last control wraps to the first, Shift+Tab back', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Sign Out' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<Dialog open={false} title="Hidden" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
