import { screen } from '@testing-library/react';
import { sharedText } from '@craft/shared';
import { aService, answerError, answerJson, server } from '@craft/shared/testing';
import { renderPage } from '../../../testing/render';
import { SellerPublicPage } from './SellerPublicPage';
import { buyerText } from '../../../texts';
import { jsonLdDocuments, schemaOrgProblems } from '@craft/shared/seo/schema-org-check';

const showSeller = (route = '/sellers/3') => renderPage(<SellerPublicPage />, { route, path: '/sellers/:id' });

describe('/sellers/{id}', () => {
  it('shows the company with its rating, services, portfolio and a way to send a price proposal', async () => {
    server.use(
      answerJson('get', '/sellers/3', {
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
      }),
    );
    showSeller();
    expect(await screen.findByRole('heading', { level: 1, name: 'Becker Malerbetrieb' })).toBeInTheDocument();
    expect(screen.getByText('4.3 (8 Rating)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facade painting' })).toHaveAttribute('href', '/services/7');
    expect(screen.getByRole('heading', { name: 'Villa in Potsdam' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: buyerText('sellerPublic.sendOffer') })).toHaveAttribute(
      'href',
      '/favorable/document-buyer?seller=3',
    );
  });

  it('gives search engines title, canonical URL and a valid schema.org LocalBusiness once it has loaded', async () => {
    server.use(
      answerJson('get', '/sellers/3', {
        id: 3,
        firstname: 'anna',
        lastname: 'Becker',
        company_name: 'Becker Malerbetrieb',
        display_name: 'Becker Malerbetrieb',
        services: [aService({ id: 7, title: 'Facade painting' })],
        portfolio: [],
        rating_average: 4.25,
        rating_count: 8,
      }),
    );
    showSeller();
    await screen.findByRole('heading', { level: 1, name: 'Becker Malerbetrieb' });
    expect(document.title).toBe('Becker Malerbetrieb – craftsman | Handwerker Marktplatz');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Becker Malerbetrieb on Handwerker Marktplatz: Facade painting\./);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/sellers/3`);
    const [business] = jsonLdDocuments(document.documentElement.outerHTML);
    expect(schemaOrgProblems(business)).toEqual([]);
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      aggregateRating: { ratingValue: 4.3, reviewCount: 8 },
      makesOffer: [{ '@type': 'Offer', url: `${window.location.origin}/services/7`, itemOffered: { name: 'Facade painting' } }],
    });
  });

  it('shows not found for an unknown craftsman', async () => {
    server.use(answerError('get', '/sellers/3', 404, 'Not found'));
    showSeller();
    expect(await screen.findByText(buyerText('sellerPublic.notFound'))).toBeInTheDocument();
  });
});

describe('/sellers/{id} when the API fails', () => {
  it('shows an error with a retry', async () => {
    server.use(answerError('get', '/sellers/3', 500));
    showSeller();
    expect(await screen.findByRole('alert')).toHaveTextContent(sharedText('common.unreachable'));
    expect(screen.getByRole('button', { name: sharedText('common.retry') })).toBeInTheDocument();
  });
});
