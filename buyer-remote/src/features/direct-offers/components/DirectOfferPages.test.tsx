import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerError, answerJson, holdSchemas, receivedRequests, server } from '@craft/shared/testing';
import { aDirectOffer, aService, logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { DirectOfferCreatePage } from './DirectOfferCreatePage';
import { DirectOfferDetailPage } from './DirectOfferDetailPage';
import { DirectOfferEditPage } from './DirectOfferEditPage';
import { buyerSection, buyerText } from '../../../texts';

const t = buyerSection('directOffers');

/** The offers the fake API received to create, by body. */
const createdOffers = () => receivedRequests('post', '/direct-offers').map((request) => request.body);

beforeEach(() => {
  logInBuyer();
  server.use(
    answerJson('get', '/sellers', [
      { id: 3, firstname: 'anna', company_name: 'Becker Malerbetrieb', display_name: 'Becker Malerbetrieb' },
      { id: 4, firstname: 'jonas', company_name: null, display_name: 'Jonas Company' },
    ]),
    answerJson('get', '/direct-offers/21', aDirectOffer()),
    answerJson('post', '/direct-offers', aDirectOffer(), { status: 201 }),
    answerJson('put', '/direct-offers/21', aDirectOffer()),
    answerJson('post', '/quotation/upload', { file_url: '/files/q/1.pdf' }),
  );
});

describe('/favorable/document-buyer', () => {
  const showCreate = (route = '/favorable/document-buyer') =>
    renderPage(<DirectOfferCreatePage />, { route, path: '/favorable/document-buyer' });

  it('lists the real craftsmen in the provider dropdown', async () => {
    showCreate();
    const select = await screen.findByRole('combobox', { name: 'Provider' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a provider',
      'Becker Malerbetrieb',
      'Jonas Company',
    ]);
  });

  it('preselects the provider from ?seller=', async () => {
    showCreate('/favorable/document-buyer?seller=4');
    expect(await screen.findByRole('combobox', { name: 'Provider' })).toHaveValue('4');
  });

  it('needs a provider and a description', async () => {
    showCreate();
    await userEvent.click(await screen.findByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(t('providerRequired'))).toBeInTheDocument();
    expect(screen.getByText('Please provide a description.')).toBeInTheDocument();
    expect(createdOffers()).toHaveLength(0);
  });

  it('refuses a wrong file type', async () => {
    showCreate();
    await userEvent.upload(await screen.findByLabelText(t('document')), new File(['x'], 'a.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(buyerText('quotationDraft.invalidFile'));
  });

  it("Send offer stores it and opens 'Your offer successfuly added' with Continue to /profile", async () => {
    showCreate();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Provider' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Paint the hallway');
    await userEvent.upload(screen.getByLabelText(t('document')), new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your offer successfuly added' });
    expect(createdOffers()).toEqual([
      {
        seller_id: 3,
        description: 'Paint the hallway',
        document_url: '/files/q/1.pdf',
      },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=offers');
  });

  it('keeps what was typed when sending fails', async () => {
    server.use(answerError('post', '/direct-offers', 500));
    showCreate();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Provider' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Paint the hallway');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace is not reachable right now. Please try again in a moment.');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Paint the hallway');
  });

  it('a double click on Send offer creates one offer: the form locks on the first click, before the schemas arrive', async () => {
    const schemas = holdSchemas();
    try {
      showCreate();
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Provider' }), '3');
      await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Paint the hallway');
      await userEvent.dblClick(screen.getByRole('button', { name: 'Send offer' }));
      schemas.release();
      expect(await screen.findByRole('dialog', { name: 'Your offer successfuly added' })).toBeInTheDocument();
      expect(createdOffers()).toHaveLength(1);
    } finally {
      schemas.restore();
    }
  });

  it('a description over 5,000 characters names the field and its limit', async () => {
    showCreate();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Provider' }), '3');
    await userEvent.click(screen.getByRole('textbox', { name: 'Description' }));
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Description can be at most 5,000 characters.')).toBeInTheDocument();
    expect(createdOffers()).toHaveLength(0);
  });

  it("shows 'File upload failed.' when the attachment cannot be uploaded", async () => {
    server.use(answerError('post', '/quotation/upload', 500));
    showCreate();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Provider' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Paint');
    await userEvent.upload(screen.getByLabelText(t('document')), new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File upload failed.');
    expect(createdOffers()).toHaveLength(0);
  });
});

describe('/favorable/document-buyer/edit/', () => {
  const showEdit = () =>
    renderPage(<DirectOfferEditPage />, { route: '/favorable/document-buyer/edit/?id=21', path: '/favorable/document-buyer/edit/' });

  it('shows the real offer and saves the change', async () => {
    showEdit();
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('Please paint my hallway.');
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('3');
    expect(screen.getByText(/The craftsman is told about every change\. Choosing another craftsman withdraws this price proposal/)).toBeInTheDocument();
    await userEvent.clear(description);
    await userEvent.type(description, 'Hallway and stairs');
    await userEvent.click(screen.getByRole('button', { name: 'Save price proposal' }));
    await waitFor(() =>
      expect(receivedRequests('put', '/direct-offers/21').map((request) => request.body)).toEqual([
        { seller_id: 3, description: 'Hallway and stairs', price: null },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/favorable/document-buyer/detail/?id=21'));
  });

  it('refuses to edit an answered offer', async () => {
    server.use(answerJson('get', '/direct-offers/21', aDirectOffer({ status: 'accepted' })));
    showEdit();
    expect(await screen.findByText(t('notEditable'))).toBeInTheDocument();
  });

  it('shows not found for an unknown offer', async () => {
    server.use(answerError('get', '/direct-offers/21', 404));
    showEdit();
    expect(await screen.findByText(t('notFound'))).toBeInTheDocument();
  });
});

describe('/favorable/document-buyer/detail/', () => {
  it('shows the real offer with its provider, status and description', async () => {
    renderPage(<DirectOfferDetailPage />, {
      route: '/favorable/document-buyer/detail/?id=21',
      path: '/favorable/document-buyer/detail/',
    });
    expect(await screen.findByText('Please paint my hallway.')).toBeInTheDocument();
    expect(screen.getByText('Becker Malerbetrieb')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/favorable/document-buyer/edit/?id=21');
    expect(receivedRequests('get', '/direct-offers/21')).toHaveLength(1);
  });

  const showDetail = () =>
    renderPage(<DirectOfferDetailPage />, { route: '/favorable/document-buyer/detail/?id=21', path: '/favorable/document-buyer/detail/' });

  it("a counter-offer shows the craftsman's price and note; accepting it asks first, then places the order at that price", async () => {
    const countered = aDirectOffer({
      status: 'countered',
      service_id: 7,
      service_title: 'Paint a room',
      price: 400,
      counter_price: 480,
      history: [
        { event: 'offered', by: 'buyer', price: 400, message: null, at: '2026-11-20T10:00:00.000Z' },
        { event: 'countered', by: 'seller', price: 480, message: 'Two coats included', at: '2026-11-21T10:00:00.000Z' },
      ],
    });
    server.use(
      answerJson('get', '/direct-offers/21', countered),
      answerJson('post', '/direct-offers/21/accept', { ...countered, status: 'accepted', agreed_price: 480, order_id: 42 }),
    );
    showDetail();
    expect(await screen.findByText('Two coats included')).toBeInTheDocument();
    expect(screen.getAllByText('480€').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept 480€' }));
    expect(receivedRequests('post', '/direct-offers/21/accept')).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept 480€' }));
    expect(await screen.findByRole('link', { name: t('toOrder') })).toHaveAttribute('href', '/orders/detail?id=42');
    expect(receivedRequests('post', '/direct-offers/21/accept')).toHaveLength(1);
  });

  it('withdrawing asks first, with a reason the craftsman reads', async () => {
    server.use(answerJson('post', '/direct-offers/21/withdraw', aDirectOffer({ status: 'withdrawn' })));
    showDetail();
    await userEvent.click(await screen.findByRole('button', { name: t('withdraw') }));
    const dialog = screen.getByRole('dialog', { name: t('withdrawTitle') });
    await userEvent.type(within(dialog).getByRole('textbox', { name: t('reasonLabel') }), 'Found a neighbour who does it');
    await userEvent.click(within(dialog).getByRole('button', { name: t('withdraw') }));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(receivedRequests('post', '/direct-offers/21/withdraw')).toEqual([expect.objectContaining({ body: { reason: 'Found a neighbour who does it' } })]);
  });
});

describe('a direct offer about a service, with the buyer\'s price', () => {
  it('from a service page: the service is named, the craftsman chosen, and the price sent', async () => {
    server.use(answerJson('get', '/services/7', { ...aService(), id: 7, seller_id: 4, title: 'Paint a room' }));
    renderPage(<DirectOfferCreatePage />, { route: '/favorable/document-buyer?seller=4&service=7', path: '/favorable/document-buyer' });
    expect(await screen.findByText('Paint a room')).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: t('yourPrice') });
    await userEvent.type(price, 'cheap');
    await userEvent.type(screen.getByRole('textbox', { name: t('description') }), 'Could you do it for less?');
    await userEvent.click(screen.getByRole('button', { name: t('send') }));
    await waitFor(() => expect(price).toHaveAccessibleDescription(new RegExp(t('priceInvalid'))));
    expect(createdOffers()).toHaveLength(0);
    await userEvent.clear(price);
    await userEvent.type(price, '400');
    await userEvent.click(screen.getByRole('button', { name: t('send') }));
    await waitFor(() => expect(createdOffers()).toEqual([{ seller_id: 4, description: 'Could you do it for less?', service_id: 7, price: 400 }]));
  });
});
