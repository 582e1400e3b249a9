import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDirectOffer, anOrder, aQuotation, answerJson, server } from '@craft/shared/testing';
import { buyerSection } from '../texts';
import { logInBuyer } from '../testing/data';
import { renderPage } from '../testing/render';
import { JobsPage } from './JobsPage';

const t = buyerSection('jobs');

const showJobs = (route = '/jobs') => renderPage(<JobsPage />, { route, path: '/jobs' });

beforeEach(() => {
  logInBuyer();
  server.use(
    answerJson('get', '/orders', [anOrder({ service_title: 'Tile the bathroom', status: 'accepted' })]),
    answerJson('get', '/direct-offers', [aDirectOffer({ description: 'Fix the garden fence' })]),
    answerJson('get', '/quotation/mine', [aQuotation({ description: 'Paint two rooms' })]),
  );
});

describe('/jobs: My jobs', () => {
  it('opens on the orders, and each tab shows its items', async () => {
    showJobs();
    expect(screen.getByRole('heading', { level: 1, name: t('title') })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t('tabs.orders') })).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel')).findByText('Tile the bathroom')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: t('tabs.offers') }));
    expect(await within(screen.getByRole('tabpanel')).findByText(/Fix the garden fence/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: t('tabs.requests') }));
    expect(await within(screen.getByRole('tabpanel')).findByText(/Paint two rooms/)).toBeInTheDocument();
  });

  it('a shared link opens its tab; an unknown tab falls back to the orders', async () => {
    const { unmount } = showJobs('/jobs?tab=requests');
    expect(screen.getByRole('tab', { name: t('tabs.requests') })).toHaveAttribute('aria-selected', 'true');
    unmount();
    showJobs('/jobs?tab=nonsense');
    expect(screen.getByRole('tab', { name: t('tabs.orders') })).toHaveAttribute('aria-selected', 'true');
  });
});
