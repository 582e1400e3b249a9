import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryQueries, sharedText } from '@craft/shared';
import { queryClient } from '@craft/shared/query';
import {
  answerEmpty,
  aBuyer,
  aReview,
  aService,
  answerError,
  answerJson,
  answerNever,
  aCatalogueService,
  aCategory,
  receivedRequests,
  server,
} from '@craft/shared/testing';
import { logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { ServiceDetailPage } from './ServiceDetailPage';
import { buyerText } from '../../../texts';
import { jsonLdDocuments, schemaOrgProblems } from '@craft/shared/seo/schema-org-check';

function showService(route = '/services/7') {
  return renderPage(<ServiceDetailPage />, { route, path: '/services/:id' });
}

beforeEach(() => {
  server.use(
    answerJson('get', '/services/7', aService()),
    answerJson('get', '/services/7/stats', { order_count: 30, rating_average: 4.75, rating_count: 20 }),
    answerJson('get', '/services/7/reviews', [aReview()]),
    answerJson('get', '/users/3', { id: 3, firstname: 'anna', lastname: 'Becker', role: 'seller', company_name: 'Becker Malerbetrieb' }),
    answerJson('get', '/wishlist', []),
    answerJson('post', '/wishlist', { service_id: 7, added_at: '', service: aCatalogueService() }),
  );
});

describe('/services/{id}', () => {
  it("shows 'Loading...' while the service loads", () => {
    server.use(answerNever('get', '/services/7'));
    showService();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('shows photo, title, description, euro price, real offerings and rating, and the order card', async () => {
    showService();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paint a room up to 20 m²' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Paint a room up to 20 m²' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/files\/services\/7\.webp$/),
    );
    // The page's LCP image: fetched before everything else, never lazily.
    expect(screen.getByRole('img', { name: 'Paint a room up to 20 m²' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Paint a room up to 20 m²' })).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Walls and ceiling in white.')).toBeInTheDocument();
    expect(await screen.findByText('Becker Malerbetrieb')).toBeInTheDocument();
    expect(screen.getByText('30 Offerings')).toBeInTheDocument();
    expect(screen.getByText('4.8 (20 Rating)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask About Product Detail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See more about company/ })).toHaveAttribute('href', '/sellers/3');
    const card = screen.getByRole('complementary', { name: 'Make your orders' });
    expect(within(card).getByText('249€')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Offer' })).toHaveAttribute('href', '/payment?service=7');
  });

  it('gives search engines title, description, canonical URL and a valid schema.org Service once it has loaded', async () => {
    showService();
    await screen.findByText('Becker Malerbetrieb');
    await waitFor(() => expect(document.title).toBe('Paint a room up to 20 m² – 249€ – Becker Malerbetrieb | Handwerker Marktplatz'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Paint a room up to 20 m² for 249€ from Becker Malerbetrieb. Walls and ceiling in white.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/services/7`);
    const documents = jsonLdDocuments(document.documentElement.outerHTML);
    expect(documents).toHaveLength(1);
    expect(schemaOrgProblems(documents[0])).toEqual([]);
    expect(documents[0]).toMatchObject({
      '@type': 'Service',
      offers: { price: 249, priceCurrency: 'EUR' },
      aggregateRating: { ratingValue: 4.8, reviewCount: 20 },
      provider: { '@type': 'LocalBusiness', name: 'Becker Malerbetrieb', url: `${window.location.origin}/sellers/3` },
    });
  });

  it('names the category in the JSON-LD when the category list is already loaded, without asking for it', async () => {
    queryClient.setQueryData(categoryQueries.list().queryKey, [aCategory({ id: 1, name: 'Painter' })]);
    showService();
    await screen.findByText('Becker Malerbetrieb');
    await waitFor(() => expect(jsonLdDocuments(document.documentElement.outerHTML)[0]).toMatchObject({ category: 'Painter' }));
    expect(receivedRequests('get', '/categories')).toHaveLength(0);
  });

  it("shows a service nobody has reviewed yet as 'New', not as '0 Offerings' and '0.0 (0 Rating)'", async () => {
    server.use(answerJson('get', '/services/7/stats', { order_count: 0, rating_average: null, rating_count: 0 }));
    showService();
    expect(await screen.findByText('New')).toHaveAttribute('title', 'No reviews yet');
    expect(screen.queryByText(/Offerings/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Rating\)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rating: 0 out of 5/ })).not.toBeInTheDocument();
  });

  it('lists the real reviews, or an empty state when there are none', async () => {
    const { unmount } = showService();
    expect(await screen.findByText('Clean and quick work.')).toBeInTheDocument();
    expect(screen.getByText('Mia')).toBeInTheDocument();
    unmount();
    server.use(answerJson('get', '/services/7/reviews', []));
    showService();
    expect(await screen.findByText(buyerText('serviceDetail.noReviews'))).toBeInTheDocument();
  });

  it('shows a placeholder when the service has no photo', async () => {
    server.use(answerJson('get', '/services/7', aService({ photo: null, photos: [] })));
    showService();
    expect(await screen.findByText(buyerText('serviceDetail.noPhoto'))).toBeInTheDocument();
  });

  it("shows 'Service not found.' on a 404 and for a garbled id", async () => {
    server.use(answerError('get', '/services/7', 404, 'Not found'));
    const { unmount } = showService();
    expect(await screen.findByText('Service not found.')).toBeInTheDocument();
    unmount();
    showService('/services/abc');
    expect(await screen.findByText('Service not found.')).toBeInTheDocument();
  });

  it('shows an error with a retry instead of staying on Loading...', async () => {
    server.use(answerError('get', '/services/7', 500, 'failed', { once: true }));
    showService();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sharedText('common.unreachable'));
    await userEvent.click(within(alert).getByRole('button', { name: sharedText('common.retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paint a room up to 20 m²' })).toBeInTheDocument();
  });

  it('still shows the service when its stats and reviews cannot be read', async () => {
    server.use(answerError('get', '/services/7/stats', 500), answerError('get', '/services/7/reviews', 500));
    showService();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Offerings/)).not.toBeInTheDocument();
  });

  describe('Add to Wishlist', () => {
    it('shows that the service is already in the wishlist and removes it on a click, then offers to add it again', async () => {
      logInBuyer();
      server.use(
        answerJson('get', '/wishlist', [{ service_id: 7, added_at: '2026-11-20T10:00:00.000Z', service: aCatalogueService() }]),
        answerEmpty('delete', '/wishlist/7'),
      );
      showService();
      expect(await screen.findByText(buyerText('serviceDetail.inWishlist'))).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: buyerText('serviceDetail.removeFromWishlist') }));
      expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
      expect(screen.queryByText(buyerText('serviceDetail.inWishlist'))).not.toBeInTheDocument();
      expect(receivedRequests('delete', '/wishlist/7')).toHaveLength(1);
      expect(receivedRequests('post', '/wishlist')).toHaveLength(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('sends a logged-out visitor to log in and back', async () => {
      showService();
      await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/?next=%2Fservices%2F7');
      expect(receivedRequests('post', '/wishlist')).toEqual([]);
    });

    it("stores the item and opens 'Services Succsessfully added to wislist'; Back closes it", async () => {
      logInBuyer();
      showService();
      await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
      await waitFor(() => expect(receivedRequests('post', '/wishlist')).toEqual([expect.objectContaining({ body: { service_id: 7 } })]));
      const dialog = await screen.findByRole('dialog', { name: 'Services Succsessfully added to wislist' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText(buyerText('serviceDetail.inWishlist'))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: buyerText('serviceDetail.removeFromWishlist') })).toBeInTheDocument();
    });

    it('a craftsman is told that ordering and the wishlist are for buyers, instead of buttons the API would refuse', async () => {
      logInBuyer(aBuyer({ role: 'seller' }));
      showService();
      expect(await screen.findByText(buyerText('serviceDetail.sellerCannotOrder'))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Offer' })).not.toBeInTheDocument();
    });

    it("'Continue to Wishlist' opens the profile's Wishlist tab", async () => {
      logInBuyer();
      showService();
      await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Continue to Wishlist' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=wishlist');
    });

    it('says so in the page when adding fails', async () => {
      logInBuyer();
      server.use(answerError('post', '/wishlist', 500));
      showService();
      await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(buyerText('serviceDetail.wishlistFailed')),
      );
    });
  });

  describe("'Ask About Product Detail'", () => {
    it('tells a visitor that asking needs an account, with a login that comes back to this service', async () => {
      showService();
      await userEvent.click(await screen.findByRole('button', { name: 'Ask About Product Detail' }));
      const dialog = await screen.findByRole('dialog', { name: buyerText('serviceDetail.askNeedsAccountTitle') });
      expect(within(dialog).getByText(buyerText('serviceDetail.askNeedsAccount'))).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?next=%2Fservices%2F7');
      expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    });

    it('lets a buyer write to the craftsman about this service in place, and links to the conversation', async () => {
      logInBuyer();
      server.use(
        answerJson('post', '/conversations', {
          conversation: { id: 5, buyer_id: 1, seller_id: 3, other_party: { id: 3, name: 'Becker Malerbetrieb', role: 'seller' }, subject: { kind: 'service', id: 7, title: 'Paint a room up to 20 m²' }, last_message: null, unread_count: 0, last_message_at: '2026-11-24T10:00:00.000Z', created_at: '2026-11-24T10:00:00.000Z' },
          message: { id: 9, conversation_id: 5, sender_id: 1, text: 'Is the paint included?', has_attachment: false, erased: false, created_at: '2026-11-24T10:00:00.000Z' },
        }, { status: 201 }),
      );
      showService();
      await userEvent.click(await screen.findByRole('button', { name: 'Ask About Product Detail' }));
      const dialog = await screen.findByRole('dialog', { name: 'Message to Becker Malerbetrieb' });
      expect(within(dialog).getByText('About: Paint a room up to 20 m²')).toBeInTheDocument();
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Is the paint included?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent('Your message was sent.');
      expect(receivedRequests('post', '/conversations')[0]?.body).toEqual({ seller_id: 3, service_id: 7, text: 'Is the paint included?' });
      expect(within(dialog).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', '/messages?conversation=5');
    });

    it('keeps the question and says so when sending fails; an empty question is refused before sending', async () => {
      logInBuyer();
      server.use(answerError('post', '/conversations', 500));
      showService();
      await userEvent.click(await screen.findByRole('button', { name: 'Ask About Product Detail' }));
      const dialog = await screen.findByRole('dialog', { name: 'Message to Becker Malerbetrieb' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await within(dialog).findByText('Please write a message first.')).toBeInTheDocument();
      expect(receivedRequests('post', '/conversations')).toHaveLength(0);
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Saturday possible?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The marketplace is not reachable right now. Please try again in a moment.');
      expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toHaveValue('Saturday possible?');
    });

    it('is not offered to a craftsman', async () => {
      logInBuyer(aBuyer({ role: 'seller' }));
      showService();
      expect(await screen.findByText(buyerText('serviceDetail.sellerCannotOrder'))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Ask About Product Detail' })).not.toBeInTheDocument();
    });
  });
});
