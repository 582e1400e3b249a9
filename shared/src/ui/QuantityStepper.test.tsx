import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { QuantityStepper } from './QuantityStepper';

function Harness({ start = 1 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityStepper value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('QuantityStepper', () => {
  it('plus adds one and minus takes one away', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it('the minus button cannot go below 0', async () => {
    renderWithProviders(<Harness />);
    const minus = screen.getByRole('button', { name: 'Decrease' });
    await userEvent.click(minus);
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(screen.getByTestId('value')).toHaveTextContent('0');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
  });

  it('typing is unrestricted', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '-3');
    expect(screen.getByTestId('value')).toHaveTextContent('-3');
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    expect(screen.getByTestId('value')).toHaveTextContent('250');
  });
});
