import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceWeek } from '@craft/shared/api/feature-types';
import { answerError, answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { makeService } from '../../../testing/data';
import { logInSeller, logOut } from '../../../testing/session';
import { InsightsTab } from './InsightsTab';

const week = (name: string, values: Partial<ServiceWeek> = {}): ServiceWeek => ({ week: name, views: 0, requests: 0, orders: 0, revenue: 0, ...values });
const stats = (weekly: ServiceWeek[]) => ({ order_count: 3, rating_average: 4.5, rating_count: 1, weekly });

beforeEach(() => {
  logInSeller();
  server.use(answerJson('get', '/services/seller/7', [makeService({ id: 41, title: 'Paint a room' }), makeService({ id: 42, title: 'Lay tiles' })]));
});
afterEach(() => logOut());

describe('the Insights tab', () => {
  it("reads 12 weeks of the chosen service and shows totals and four charts with their figures", async () => {
    server.use(
      answerJson('get', '/services/41/stats', stats([week('2026-W47', { views: 4, requests: 1, orders: 1, revenue: 90 }), week('2026-W48', { views: 6, requests: 2, orders: 2, revenue: 250.5 })])),
      answerJson('get', '/services/42/stats', stats([week('2026-W48', { views: 1 })])),
    );
    const user = userEvent.setup();
    renderWithProviders(<InsightsTab />);
    expect(await screen.findByRole('img', { name: 'Views per week: This week: 6' })).toBeInTheDocument();
    expect(receivedRequests('get', '/services/41/stats')[0]?.query).toEqual({ weeks: '12' });
    expect(screen.getByLabelText('Totals of the last 2 weeks')).toHaveTextContent('Views10Requests3Orders3Revenue€340.50');
    for (const title of ['Requests per week', 'Orders per week', 'Revenue per week (€)']) expect(screen.getByRole('table', { name: title })).toBeInTheDocument();
    await user.click(screen.getAllByText('Show the figures as a table')[3]!);
    const revenue = screen.getByRole('table', { name: 'Revenue per week (€)' });
    const rows = within(revenue).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Week', 'Revenue'],
      ['W47', '€90.00'],
      ['W48', '€250.50'],
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Lay tiles');
    expect(await screen.findByRole('img', { name: 'Views per week: This week: 1' })).toBeInTheDocument();
  });

  it('shows a failed load as an alert with a retry', async () => {
    server.use(answerError('get', '/services/41/stats', 500));
    renderWithProviders(<InsightsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
