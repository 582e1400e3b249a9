import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sellerPaths } from '../../../config/paths';
import { answerError, answerJson, answerNetworkError, categoryChoices, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { makeService } from '../../../testing/data';
import { imageFile } from '../../../testing/files';
import { setUpTimedSellerPage } from '../../../testing/session';
import { EditServicePage } from './EditServicePage';

const route = '/home/craftman/edit-product/41';

/** What the fake API received: the service's updates and its added photos. */
const updates = () => receivedRequests('put', '/services/41').map((request) => request.body);
const photos = () => receivedRequests('post', '/services/photos');

function renderPage() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithProviders(<EditServicePage />, { route, path: sellerPaths.editProduct });
  return user;
}

setUpTimedSellerPage();

beforeEach(() => {
  server.use(
    answerJson('get', '/categories', categoryChoices),
    answerJson('get', '/services/41', makeService()),
    answerJson('put', '/services/41', makeService({ title: 'Paint two rooms' })),
    answerJson('post', '/services/photos', { id: 9, photo_url: '/files/photos/b.webp', thumbnail_url: null, image: null }, { status: 201 }),
  );
});

describe('Edit Data Service (edit-product/{id})', () => {
  it("shows 'Loading...' and then the form prefilled with the service", async () => {
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Paint a room');
    expect(screen.getByRole('heading', { name: 'Edit Data Service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Walls and ceiling');
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '7');
    expect(screen.getByLabelText('Price (€)')).toHaveValue('250');
    await screen.findByRole('option', { name: 'Drywall' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2');
    expect(receivedRequests('get', '/services/41')).toHaveLength(1);
  });

  it("refuses another seller's service: no form, a clear message", async () => {
    server.use(answerJson('get', '/services/41', makeService({ seller_id: 99 })));
    renderPage();
    expect(await screen.findByText('This service belongs to another craftsman.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it("shows 'Service not found.' for an unknown id", async () => {
    server.use(answerError('get', '/services/41', 404, 'Not Found'));
    renderPage();
    expect(await screen.findByText('Service not found.')).toBeInTheDocument();
  });

  it('offers a retry when the service cannot be loaded', async () => {
    server.use(answerNetworkError('get', '/services/41', { once: true }));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Paint a room');
  });

  it("updates, adds a new photo after the kept one, shows 'Your service successfully edited!' and goes back after 2 seconds", async () => {
    const user = renderPage();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Paint two rooms');
    await user.upload(screen.getByLabelText('Photos'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your service successfully edited!')).toBeInTheDocument();
    expect(updates()).toEqual([{ seller_id: 7, category_id: 2, title: 'Paint two rooms', description: 'Walls and ceiling', price: 250 }]);
    expect(photos().map((request) => request.body)).toEqual([{ service_id: '41', photo: expect.any(File) }]);
    // The server puts a new photo last already: no order is sent.
    expect(receivedRequests('put', '/services/41/photos/order')).toHaveLength(0);
    // findBy* may move fake time by one 50 ms poll after the message appears, hence the margin.
    act(() => jest.advanceTimersByTime(1_900));
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
  });

  it('keeps the photo when no new one was chosen', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(photos()).toHaveLength(0);
  });

  it('shows an update failure in the page and stays', async () => {
    server.use(answerError('put', '/services/41', 500, 'failed', { once: true }));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The marketplace is not reachable right now.');
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });

  it("shows 'Error saving photo: {status text}' when the new photo fails", async () => {
    server.use(answerError('post', '/services/photos', 413, 'failed', { once: true }));
    const user = renderPage();
    await screen.findByLabelText('Title');
    await user.upload(screen.getByLabelText('Photos'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving photo: Payload Too Large');
  });
});
