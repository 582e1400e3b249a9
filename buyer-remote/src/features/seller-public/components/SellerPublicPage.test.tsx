import { act, screen } from '@testing-library/react';
import { setLanguage } from '@craft/shared/i18n';
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

  it('shows the company profile and the usual response time in words, in English and German, never contact details', async () => {
    const seller = {
      id: 3,
      firstname: 'anna',
      lastname: 'Becker',
      company_name: 'Becker Malerbetrieb',
      display_name: 'Becker Malerbetrieb',
      services: [],
      portfolio: [],
      rating_average: null,
      rating_count: 0,
      description: 'Painting in Berlin since 1987.',
      logo_url: '/files/photos/logo12345678.webp',
      master_business: true,
      founding_year: 1987,
      response_hours: 4,
    };
    server.use(answerJson('get', '/sellers/3', seller));
    showSeller();
    expect(await screen.findByRole('heading', { level: 1, name: 'Becker Malerbetrieb' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Becker Malerbetrieb' })).toHaveAttribute('src', expect.stringContaining('/files/photos/logo12345678.webp'));
    const facts = screen.getByRole('list', { name: 'About this craftsman' });
    expect(facts).toHaveTextContent('Meisterbetrieb (master craftsman business)');
    expect(facts).toHaveTextContent('Founded in 1987');
    expect(facts).toHaveTextContent('usually answers within 4 hours');
    expect(screen.getByRole('heading', { name: 'About the company' })).toBeInTheDocument();
    expect(screen.getByText('Painting in Berlin since 1987.')).toBeInTheDocument();
    await act(() => setLanguage('de'));
    expect(await screen.findByText('antwortet meist innerhalb von 4 Stunden')).toBeInTheDocument();
    expect(screen.getByText('Gegründet 1987')).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });

  it('leaves out what the craftsman has not said and a response time the server hid', async () => {
    server.use(
      answerJson('get', '/sellers/3', {
        id: 3, firstname: 'anna', lastname: 'Becker', company_name: null, display_name: 'Anna Company', services: [], portfolio: [],
        rating_average: null, rating_count: 0, description: null, logo_url: null, master_business: false, founding_year: null, response_hours: null,
      }),
    );
    showSeller();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Company' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'About this craftsman' })).not.toBeInTheDocument();
    expect(screen.queryByText(/usually answers/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About the company' })).not.toBeInTheDocument();
  });

  it('shows the Verified badge and the trader information the craftsman published, in English and German', async () => {
    server.use(
      answerJson('get', '/sellers/3', {
        id: 3, firstname: 'anna', lastname: 'Becker', company_name: 'Becker Malerbetrieb', display_name: 'Becker Malerbetrieb', services: [], portfolio: [],
        rating_average: null, rating_count: 0, description: null, logo_url: null, master_business: null, founding_year: null, response_hours: null,
        verified: true,
        trader: {
          legal_name: 'Becker Malerbetrieb e.K.', legal_form: 'e.K.', street: 'Invalidenstraße 42', postcode: '10115', city: 'Berlin', phone: '+49 30 4405 1180',
          email: 'info@becker.example', register_type: 'handelsregister', register_number: 'HRA 58211 B', register_court: 'Amtsgericht Charlottenburg', vat_id: 'DE273846156',
        },
      }),
    );
    showSeller();
    expect(await screen.findByRole('heading', { level: 1, name: /Becker Malerbetrieb.*Verified/ })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Trader information' });
    expect(section).toHaveTextContent('Becker Malerbetrieb e.K.');
    expect(section).toHaveTextContent('Invalidenstraße 42, 10115 Berlin');
    expect(section).toHaveTextContent('Handelsregister: HRA 58211 B, Amtsgericht Charlottenburg');
    expect(section).toHaveTextContent('DE273846156');
    expect(screen.getByRole('link', { name: 'info@becker.example' })).toHaveAttribute('href', 'mailto:info@becker.example');
    await act(() => setLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Angaben zum Anbieter' })).toBeInTheDocument();
    expect(screen.getAllByText('Geprüft').length).toBeGreaterThan(0);
    await act(() => setLanguage('en'));
  });

  it('shows no trader information and no badge before the craftsman submitted his details', async () => {
    server.use(
      answerJson('get', '/sellers/3', {
        id: 3, firstname: 'anna', lastname: 'Becker', company_name: null, display_name: 'Anna Company', services: [], portfolio: [],
        rating_average: null, rating_count: 0, description: null, logo_url: null, master_business: null, founding_year: null, response_hours: null,
        verified: false, trader: null,
      }),
    );
    showSeller();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Company' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trader information' })).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
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
