import { screen } from '@testing-library/react';
import * as shared from '@craft/shared';
import { aService, httpError } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { SellerPublicPage } from './SellerPublicPage';
import { buyerTexts } from '@craft/shared/texts/buyer';

jest.mock('@craft/shared', () => ({ ...jest.requireActual('@craft/shared'), getSellerProfile: jest.fn() }));

const api = jest.mocked(shared);
const showSeller = (route = '/sellers/3') => renderPage(<SellerPublicPage />, { route, path: '/sellers/:id' });

describe('/sellers/{id}', () => {
  it('shows the company with its rating, services, portfolio and a way to send an offer', async () => {
    api.getSellerProfile.mockResolvedValue({
      id: 3,
      firstname: 'anna',
      lastname: 'Becker',
      company_name: 'Becker Malerbetrieb',
      display_name: 'Becker Malerbetrieb',
      services: [aService({ id: 7, title: 'Facade painting' })],
      portfolio: [
        {
          id: 1,
          seller_id: 3,
          name: 'Villa in Potsdam',
          start_date: '2026-05-01',
          end_date: null,
          description: 'Full repaint',
          images: [],
          created_at: '',
          updated_at: '',
        },
      ],
      rating_average: 4.25,
      rating_count: 8,
    });
    showSeller();
    expect(await screen.findByRole('heading', { level: 1, name: 'Becker Malerbetrieb' })).toBeInTheDocument();
    expect(screen.getByText('4.3 (8 Rating)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facade painting' })).toHaveAttribute('href', '/services/7');
    expect(screen.getByRole('heading', { name: 'Villa in Potsdam' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: buyerTexts.sellerPublic.sendOffer })).toHaveAttribute(
      'href',
      '/favorable/document-buyer?seller=3',
    );
  });

  it('shows not found for an unknown craftsman', async () => {
    api.getSellerProfile.mockRejectedValue(httpError(404));
    showSeller();
    expect(await screen.findByText(buyerTexts.sellerPublic.notFound)).toBeInTheDocument();
  });
});

describe('/sellers/{id} when the API fails', () => {
  it('shows an error with a retry', async () => {
    api.getSellerProfile.mockRejectedValue(httpError(500));
    showSeller();
    expect(await screen.findByRole('alert')).toHaveTextContent(shared.commonTexts.loadFailed);
    expect(screen.getByRole('button', { name: shared.commonTexts.retry })).toBeInTheDocument();
  });
});
