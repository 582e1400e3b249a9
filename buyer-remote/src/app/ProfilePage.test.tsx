import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedText } from '@craft/shared';
import {
  aBuyer,
  aCatalogueService,
  aDirectOffer,
  anOrder,
  answerEmpty,
  answerError,
  answerJson,
  answerNever,
  receivedRequests,
  server,
} from '@craft/shared/testing';
import { logInBuyer } from '../testing/data';
import { renderPage } from '../testing/render';
import { ProfilePage } from './ProfilePage';
import { buyerText } from '../texts';

const showProfile = (route = '/profile') => renderPage(<ProfilePage />, { route, path: '/profile' });

beforeEach(() => {
  logInBuyer();
  server.use(
    answerJson('get', '/users/5', aBuyer()),
    answerJson('get', '/orders', [anOrder({ payment_method: 'paypal', amount: 300, status: 'accepted' })]),
    answerJson('get', '/invoices', []),
    answerJson('get', '/wishlist', [
      { service_id: 7, added_at: '2026-11-20T10:00:00.000Z', service: aCatalogueService() },
      { service_id: 8, added_at: '2026-11-20T10:00:00.000Z', service: aCatalogueService({ id: 8, title: 'Facade painting' }) },
    ]),
    answerEmpty('delete', '/wishlist/8'),
    answerJson('get', '/direct-offers', [aDirectOffer()]),
    answerJson('get', '/users/me/mail-preferences', { orders: true, offers: true, reviews: true, quotation_requests: true, messages: true }),
    answerEmpty('delete', '/direct-offers/21'),
  );
});

describe('/profile', () => {
  it("shows 'Loading...' until the user loads, then name, email, street and post number, city", async () => {
    server.use(answerNever('get', '/users/5', { once: true }));
    const { unmount } = showProfile();
    expect(within(screen.getByRole('region', { name: 'Personal Information' })).getByText('Loading...')).toBeInTheDocument();
    unmount();
    showProfile();
    expect(await screen.findByText('Mia Wagner')).toBeInTheDocument();
    expect(screen.getByText('mia@example.com')).toBeInTheDocument();
    expect(screen.getByText('Hauptstraße 1, 10115')).toBeInTheDocument();
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    expect(receivedRequests('get', '/users/5')).toHaveLength(2);
    expect(screen.getByRole('region', { name: buyerText('account.title') })).toBeInTheDocument();
  });

  it('shows an error with retry when the user cannot be loaded', async () => {
    server.use(answerError('get', '/users/5', 500));
    showProfile();
    expect(await screen.findByRole('button', { name: sharedText('common.retry') })).toBeInTheDocument();
  });

  it('has the tabs Payment, Wishlist Item and Your Offers; Payment lists method, amount and status', async () => {
    showProfile();
    expect(screen.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Wishlist Item' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Your Offers' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(/Paypal/)).toBeInTheDocument();
    expect(within(panel).getByText('300€')).toBeInTheDocument();
    expect(within(panel).getByText('Accepted')).toBeInTheDocument();
  });

  it('?tab=wishlist lists the real items and removes one', async () => {
    showProfile('/profile?tab=wishlist');
    expect(screen.getByRole('tab', { name: 'Wishlist Item' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Facade painting' })).toHaveAttribute('href', '/services/8');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Facade painting from the wishlist' }));
    await waitFor(() => expect(receivedRequests('delete')).toEqual([expect.objectContaining({ path: '/wishlist/8' })]));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Facade painting' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Paint a room up to 20 m²' })).toBeInTheDocument();
  });

  it('an empty wishlist says so', async () => {
    server.use(answerJson('get', '/wishlist', []));
    showProfile('/profile?tab=wishlist');
    expect(await screen.findByText(buyerText('wishlist.empty'))).toBeInTheDocument();
  });

  it('a failed remove keeps the item and says so', async () => {
    server.use(answerError('delete', '/wishlist/8', 500));
    showProfile('/profile?tab=wishlist');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Facade painting from the wishlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(buyerText('wishlist.removeFailed'));
    expect(screen.getByRole('link', { name: 'Facade painting' })).toBeInTheDocument();
  });

  it('Your Offers lists the direct offers with Add Offer, detail, edit and delete', async () => {
    showProfile('/profile?tab=offers');
    expect(await screen.findByText('Please paint my hallway.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Offer' })).toHaveAttribute('href', '/favorable/document-buyer');
    expect(screen.getByRole('link', { name: 'Detail of the price proposal to Becker Malerbetrieb' })).toHaveAttribute(
      'href',
      '/favorable/document-buyer/detail/?id=21',
    );
    expect(screen.getByRole('link', { name: 'Edit the price proposal to Becker Malerbetrieb' })).toHaveAttribute(
      'href',
      '/favorable/document-buyer/edit/?id=21',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete the price proposal to Becker Malerbetrieb' }));
    const dialog = screen.getByRole('dialog', { name: buyerText('directOffers.deleteConfirm') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(receivedRequests('delete')).toEqual([expect.objectContaining({ path: '/direct-offers/21' })]));
    expect(await screen.findByText(buyerText('directOffers.empty'))).toBeInTheDocument();
  });

  it("a craftsman sees the personal information and a way to the dashboard, not the buyer's tabs", async () => {
    logInBuyer(aBuyer({ role: 'seller' }));
    showProfile();
    expect(await screen.findByText('Mia Wagner')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: sharedText('common.toDashboard') })).toHaveAttribute('href', '/home/craftman');
    expect(receivedRequests('get', '/orders')).toEqual([]);
    // The account section serves both roles.
    expect(screen.getByRole('region', { name: buyerText('account.title') })).toBeInTheDocument();
  });

  it('switching tabs updates the URL', async () => {
    showProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Your Offers' }));
    expect(screen.getByRole('tab', { name: 'Your Offers' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Please paint my hallway.')).toBeInTheDocument();
  });

  it('edits Personal Information: the form refuses an empty phone in the page, then saves and shows the new details', async () => {
    const user = userEvent.setup();
    server.use(answerJson('put', '/users/5', (request) => ({ ...aBuyer(), ...(request.body as object), company_name: null })));
    showProfile();
    await user.click(await screen.findByRole('button', { name: buyerText('profile.editTitle') }));
    const form = screen.getByRole('form', { name: buyerText('profile.editTitle') });
    expect(within(form).queryByLabelText(buyerText('profile.companyName'))).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText(buyerText('profile.firstname'), { exact: false }));
    await user.type(within(form).getByLabelText(buyerText('profile.firstname'), { exact: false }), 'Maria');
    await user.clear(within(form).getByLabelText(buyerText('profile.phone'), { exact: false }));
    await user.click(within(form).getByRole('button', { name: buyerText('profile.save') }));
    await waitFor(() => expect(within(form).getByLabelText(buyerText('profile.phone'), { exact: false })).toHaveAccessibleDescription(/required/));
    expect(receivedRequests('put', '/users/5')).toHaveLength(0);
    expect(within(form).getByLabelText(buyerText('profile.firstname'), { exact: false })).toHaveValue('Maria');

    await user.type(within(form).getByLabelText(buyerText('profile.phone'), { exact: false }), '+49 30 555');
    await user.click(within(form).getByRole('button', { name: buyerText('profile.save') }));
    expect(await screen.findByText(buyerText('profile.saved'))).toBeInTheDocument();
    expect(screen.getByText('Maria Wagner')).toBeInTheDocument();
    const [sent] = receivedRequests('put', '/users/5');
    expect(sent?.body).toMatchObject({ firstname: 'Maria', phone: '+49 30 555', street: 'Hauptstraße 1', post_number: '10115' });
    // Focus moves back on the next frame, after the details replaced the form.
    await waitFor(() => expect(screen.getByRole('button', { name: buyerText('profile.editTitle') })).toHaveFocus());
  });

  it('keeps what was typed and says why when saving fails', async () => {
    const user = userEvent.setup();
    server.use(answerError('put', '/users/5', 400, 'post_number: Post Number can be at most 20 characters'));
    showProfile();
    await user.click(await screen.findByRole('button', { name: buyerText('profile.editTitle') }));
    const form = screen.getByRole('form', { name: buyerText('profile.editTitle') });
    await user.type(within(form).getByLabelText(buyerText('profile.street'), { exact: false }), ' 2');
    await user.click(within(form).getByRole('button', { name: buyerText('profile.save') }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Post Number can be at most 20 characters');
    expect(within(form).getByLabelText(buyerText('profile.street'), { exact: false })).toHaveValue('Hauptstraße 1 2');
  });

  it('switches a group of e-mails off at once and says so', async () => {
    server.use(answerJson('put', '/users/me/mail-preferences', { orders: true, offers: false, reviews: true, quotation_requests: true, messages: true }));
    showProfile();
    const offers = await screen.findByRole('checkbox', { name: buyerText('account.mailGroups.offers') });
    expect(offers).toBeChecked();
    await userEvent.click(offers);
    expect(await screen.findByText(buyerText('account.mailSaved'))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: buyerText('account.mailGroups.offers') })).not.toBeChecked();
    expect(receivedRequests('put', '/users/me/mail-preferences')).toEqual([expect.objectContaining({ body: { offers: false } })]);
  });
});
