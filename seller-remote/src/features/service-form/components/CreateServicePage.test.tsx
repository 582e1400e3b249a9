import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setErrorReporter } from '@craft/shared';
import { sellerPaths } from '../../../config/paths';
import {
  answerError,
  answerJson,
  answerNetworkError,
  categoryChoices,
  holdSchemas,
  receivedRequests,
  renderWithProviders,
  server,
} from '@craft/shared/testing';
import { makeService } from '../../../testing/data';
import { imageFile, textFile } from '../../../testing/files';
import { logOut, setUpTimedSellerPage } from '../../../testing/session';
import { CreateServicePage } from './CreateServicePage';

function renderPage({ atPath = true } = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithProviders(<CreateServicePage />, atPath ? { route: sellerPaths.createProduct, path: sellerPaths.createProduct } : { route: sellerPaths.createProduct });
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, { photo = true } = {}) {
  await user.type(screen.getByLabelText('Title'), 'Paint a room');
  await user.type(screen.getByLabelText('Description'), 'Walls and ceiling');
  await user.type(screen.getByLabelText('Price (€)'), '250');
  if (photo) await user.upload(screen.getByLabelText('Photos'), imageFile());
}

/** What the fake API received: services created, services updated, photos uploaded. */
const created = () => receivedRequests('post', '/services');
const updated = () => receivedRequests('put', '/services/41');
const photos = () => receivedRequests('post', '/services/photos');

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save' }));

setUpTimedSellerPage();

beforeEach(() => {
  server.use(
    answerJson('get', '/sellers/me/trader', { status: 'submitted', details: null, message: null, submitted_at: '2026-11-28T10:00:00.000Z', verified_at: null }),
    answerJson('get', '/categories', categoryChoices),
    answerJson('post', '/services', { id: 41 }, { status: 201 }),
    answerJson('put', '/services/41', makeService()),
    answerJson('post', '/services/photos', { photo_url: '/files/photos/a.webp' }),
  );
});

describe('Add Service (create-product)', () => {
  it('shows the form: title, a 7-row description, price, category picker defaulting to 1, photo', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Add Service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '7');
    const picker = await screen.findByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(picker).toBeEnabled());
    expect(picker).toHaveValue('1');
    expect(screen.getByRole('option', { name: 'Drywall' })).toBeInTheDocument();
  });

  it("shows 'Failed to load categories' when the list fails, and still saves in category 1", async () => {
    server.use(answerError('get', '/categories', 500));
    const user = renderPage();
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
    await fillValid(user, { photo: false });
    await save(user);
    await waitFor(() => expect(created().map((request) => request.body)).toEqual([expect.objectContaining({ category_id: 1 })]));
  });

  it('sends the chosen category', async () => {
    const user = renderPage();
    await screen.findByRole('option', { name: 'Drywall' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '2');
    await fillValid(user, { photo: false });
    await save(user);
    await waitFor(() =>
      expect(created().map((request) => request.body)).toEqual([
        { seller_id: 7, category_id: 2, title: 'Paint a room', description: 'Walls and ceiling', price: 250 },
      ]),
    );
  });

  it("refuses a non-image file with 'Please upload a valid image file.' and clears the selection", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms), applyAccept: false });
    renderWithProviders(<CreateServicePage />);
    const input = screen.getByLabelText<HTMLInputElement>('Photos');
    await user.upload(input, textFile());
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a valid image file.');
    expect(input.value).toBe('');
    await fillValid(user, { photo: false });
    await save(user);
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(photos()).toHaveLength(0);
  });

  it('reads a price typed with German thousands separators ("2.100,00") as 2100 €', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Title'), 'Paint a house');
    await user.type(screen.getByLabelText('Price (€)'), '2.100,00');
    await save(user);
    await waitFor(() => expect(created().map((request) => request.body)).toEqual([expect.objectContaining({ price: 2100 })]));
  });

  it('requires a title and a whole-number price; nothing is sent', async () => {
    const user = renderPage();
    // Validation waits for the form schemas (loaded on demand), so each check waits for the message.
    await save(user);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Required'));
    expect(screen.getByLabelText('Price (€)')).toHaveAccessibleDescription('Required');
    await user.type(screen.getByLabelText('Title'), 'Tiles');
    await user.type(screen.getByLabelText('Price (€)'), '12.5');
    await save(user);
    await waitFor(() => expect(screen.getByLabelText('Price (€)')).toHaveAccessibleDescription('Enter a whole number'));
    await user.clear(screen.getByLabelText('Price (€)'));
    await user.type(screen.getByLabelText('Price (€)'), 'abc');
    await save(user);
    await waitFor(() => expect(screen.getByLabelText('Price (€)')).toHaveAccessibleDescription('Enter a whole number'));
    expect(created()).toHaveLength(0);
  });

  it('creates the service, then uploads the photo for the new id', async () => {
    const user = renderPage();
    await fillValid(user);
    await save(user);
    await waitFor(() => expect(photos().map((request) => request.body)).toEqual([{ service_id: '41', photo: expect.any(File) }]));
    const order = receivedRequests().map((request) => `${request.method} ${request.path}`);
    expect(order.indexOf('POST /services')).toBeLessThan(order.indexOf('POST /services/photos'));
    expect(order.indexOf('POST /services')).toBeGreaterThanOrEqual(0);
  });

  it("shows 'Your service has been successfully added!' and goes to /home/craftman after 2 seconds", async () => {
    const user = renderPage();
    await fillValid(user);
    await save(user);
    expect(await screen.findByText('Your service has been successfully added!')).toBeInTheDocument();
    // findBy* may move fake time by one 50 ms poll after the message appears, hence the margin.
    act(() => jest.advanceTimersByTime(1_900));
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
  });

  it('keeps the success message for 3 seconds', async () => {
    const user = renderPage({ atPath: false });
    await fillValid(user);
    await save(user);
    expect(await screen.findByText('Your service has been successfully added!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.getByText('Your service has been successfully added!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Your service has been successfully added!')).not.toBeInTheDocument();
  });

  it("shows a failed photo in red as 'Error saving photo: {status text}', keeps the service and does not leave", async () => {
    server.use(answerError('post', '/services/photos', 415, 'failed', { once: true }));
    const user = renderPage();
    await fillValid(user);
    await save(user);
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Error saving photo: Unsupported Media Type');
    expect(message).toHaveStyle({ color: '#B3261E' });
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();

    // Saving again edits the kept service and retries the photo, never a second service.
    await save(user);
    await waitFor(() => expect(photos()).toHaveLength(2));
    expect(created()).toHaveLength(1);
    expect(updated().map((request) => request.body)).toEqual([expect.objectContaining({ title: 'Paint a room' })]);
    expect(await screen.findByText('Your service has been successfully added!')).toBeInTheDocument();
  });

  it("shows 'An error occurred while adding the service.' when the server refuses the service", async () => {
    server.use(answerError('post', '/services', 500, 'failed', { once: true }));
    const user = renderPage();
    await fillValid(user);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while adding the service.');
    expect(photos()).toHaveLength(0);
  });

  it("shows 'An unexpected error occurred.' when the server cannot be reached", async () => {
    server.use(answerNetworkError('post', '/services', { once: true }));
    const user = renderPage();
    await fillValid(user);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. The marketplace is not reachable right now.');
  });

  it('without a stored token and user id sends nothing and goes to log in', async () => {
    logOut();
    const user = renderPage();
    await fillValid(user);
    await save(user);
    expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
    expect(created()).toHaveLength(0);
  });

  it('a double click on Save creates one service: the form locks on the first click, before the schemas arrive', async () => {
    const schemas = holdSchemas();
    try {
      const user = renderPage({ atPath: false });
      await fillValid(user, { photo: false });
      await user.dblClick(screen.getByRole('button', { name: 'Save' }));
      schemas.release();
      expect(await screen.findByText('Your service has been successfully added!')).toBeInTheDocument();
      expect(created()).toHaveLength(1);
    } finally {
      schemas.restore();
    }
  });

  it('a description over 5,000 characters says its limit in words, not zod\'s', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Title'), 'Tiles');
    await user.type(screen.getByLabelText('Price (€)'), '12');
    await user.click(screen.getByLabelText('Description'));
    await user.paste('x'.repeat(5001));
    await save(user);
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description can be at most 5,000 characters.'));
    expect(screen.queryByText(/Too big/)).not.toBeInTheDocument();
    expect(created()).toHaveLength(0);
  });

  it('a fixed field loses its old message', async () => {
    const user = renderPage();
    await save(user);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Required'));
    await user.type(screen.getByLabelText('Title'), 'Tiles');
    await waitFor(() => expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText('Price (€)')).toHaveAccessibleDescription('Required');
  });

  it('a failed save is reported through reportError and the typed values stay', async () => {
    const reported = jest.fn();
    const previous = setErrorReporter(reported);
    try {
      server.use(answerError('post', '/services', 500, 'failed', { once: true }));
      const user = renderPage();
      await fillValid(user, { photo: false });
      await save(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while adding the service.');
      expect(reported).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'Saving the service', app: 'seller' }));
      expect(screen.getByLabelText('Title')).toHaveValue('Paint a room');
    } finally {
      setErrorReporter(previous);
    }
  });
});
