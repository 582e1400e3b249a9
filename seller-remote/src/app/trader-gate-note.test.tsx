import { screen } from '@testing-library/react';
import { answerJson, renderWithProviders, server } from '@craft/shared/testing';
import { sellerPaths } from '../config/paths';
import { makeService } from '../testing/data';
import { logInSeller, logOut } from '../testing/session';
import { YourServicesTab } from '../features/services/components/YourServicesTab';
import { CreateServicePage } from '../features/service-form/components/CreateServicePage';

const none = { status: 'none', details: null, message: null, submitted_at: null, verified_at: null };
const NOTE = 'Your services become visible to customers once you have entered your trader details. Until then only you can see them.';

beforeEach(() => {
  logInSeller();
  server.use(answerJson('get', '/services/seller/7', [makeService({ id: 41, title: 'Paint a room' })]), answerJson('get', '/categories', []));
});
afterEach(() => logOut());

describe('the note that services wait for the trader details', () => {
  it('tells a craftsman without trader details why his services are not public, with a link to the form', async () => {
    server.use(answerJson('get', '/sellers/me/trader', none));
    renderWithProviders(<YourServicesTab />, { route: sellerPaths.dashboard });
    expect(await screen.findByText(NOTE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter trader details' })).toHaveAttribute('href', expect.stringMatching(/#trader-details-heading$/));
    expect(screen.getByText('Paint a room')).toBeInTheDocument();
  });

  it('says it on the page where he adds a service too', async () => {
    server.use(answerJson('get', '/sellers/me/trader', none));
    renderWithProviders(<CreateServicePage />, { route: sellerPaths.createProduct });
    expect(await screen.findByRole('link', { name: 'Enter trader details' })).toBeInTheDocument();
  });

  it('is gone once the details are submitted (also while an operator asks for more: they were given)', async () => {
    for (const status of ['submitted', 'more_info_requested']) {
      server.use(answerJson('get', '/sellers/me/trader', { ...none, status, submitted_at: '2026-11-28T10:00:00.000Z' }));
      const { unmount } = renderWithProviders(<YourServicesTab />, { route: sellerPaths.dashboard });
      expect(await screen.findByText('Paint a room')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Enter trader details' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
