import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'one', label: 'Painter', content: <p>Painter cards</p> },
  { id: 'two', label: 'Drywall', content: <p>Drywall cards</p> },
  { id: 'three', label: 'Surface treatment', content: <p>Surface cards</p> },
] as const;

function Harness() {
  const [value, setValue] = useState<'one' | 'two' | 'three'>('one');
  return <Tabs tabs={tabs} value={value} onChange={setValue} label="Categories" />;
}

describe('Tabs', () => {
  it('has a tab list whose selected tab controls the visible panel', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    const painter = screen.getByRole('tab', { name: 'Painter' });
    expect(painter).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Painter' });
    expect(panel).toHaveAttribute('id', painter.getAttribute('aria-controls'));
    expect(panel).toHaveTextContent('Painter cards');
    expect(screen.queryByText('Drywall cards')).not.toBeInTheDocument();
  });

  it('selects a tab on click', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Drywall' }));
    expect(screen.getByRole('tab', { name: 'Drywall' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Drywall cards');
  });

  it('arrow keys, Home and End move focus and selection, wrapping around', async () => {
    renderWithProviders(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Painter' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Surface treatment' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Surface cards');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Painter' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Surface treatment' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Painter' })).toHaveFocus();
  });

  it('only the selected tab is in the tab order', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tab', { name: 'Painter' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Drywall' })).toHaveAttribute('tabindex', '-1');
  });
});
