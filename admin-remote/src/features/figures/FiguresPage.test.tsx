import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeeklyFigures } from '@craft/shared/moderation';
import { answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { FiguresPage } from './FiguresPage';

const week = (name: string, values: Partial<WeeklyFigures> = {}): WeeklyFigures => ({
  week: name,
  starts_on: '2026-11-23',
  registrations: { buyer: 0, seller: 0 },
  published_services: 0,
  orders: 0,
  order_value_eur: 0,
  reports_received: 0,
  reports_decided: 0,
  median_hours_to_decision: null,
  ...values,
});

describe('the console home: weekly figures', () => {
  it('reads 12 weeks and shows each chart with a table of its figures', async () => {
    server.use(
      answerJson('get', '/moderation/figures', {
        weeks: [
          week('2026-W47', { registrations: { buyer: 3, seller: 1 }, orders: 2, order_value_eur: 450.5 }),
          week('2026-W48', { registrations: { buyer: 5, seller: 2 }, reports_received: 4, reports_decided: 3, median_hours_to_decision: 6.5 }),
        ],
      }),
    );
    renderWithProviders(<FiguresPage />);
    expect(await screen.findByRole('img', { name: 'Registrations: Current week: Buyers 5, Craftsmen 2.' })).toBeInTheDocument();
    expect(receivedRequests('get', '/moderation/figures')[0]?.query).toEqual({ weeks: '12' });
    const registrations = screen.getByRole('table', { name: 'Registrations' });
    await userEvent.click(screen.getAllByText('Show the figures as a table')[0]!);
    const rows = within(registrations).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Week', 'Buyers', 'Craftsmen'],
      ['W47', '3', '1'],
      ['W48', '5', '2'],
    ]);
    expect(screen.getByRole('table', { name: 'Median hours to decision' })).toHaveTextContent('W47noneW486.5');
    expect(screen.getByRole('table', { name: 'Order value (EUR)' })).toHaveTextContent('W47450.5€');
    expect(screen.getByRole('link', { name: 'Open the reports queue' })).toHaveAttribute('href', '/operator/reports');
  });
});
