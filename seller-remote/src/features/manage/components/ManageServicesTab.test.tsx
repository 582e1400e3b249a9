import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerEmpty,
  answerError,
  answerJson,
  answerNetworkError,
  receivedRequests,
  renderWithProviders,
  server,
} from '@craft/shared/testing';
import { makeService } from '../../../testing/data';
import { logInSeller, logOut } from '../../../testing/session';
import { ManageServicesTab } from './ManageServicesTab';

const services = [makeService({ id: 41, title: 'Paint a room' }), makeService({ id: 42, title: 'Lay tiles', created_at: '2026-11-20T09:00:00Z' })];

beforeEach(() => {
  server.use(
    answerJson('get', '/services/seller/7', services),
    answerEmpty('delete', '/services/41'),
    answerEmpty('delete', '/services/photos/41'),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  logInSeller();
});
afterEach(() => {
  jest.clearAllMocks();
  logOut();
});

async function openDelete(title: string) {
  const user = userEvent.setup();
  renderWithProviders(<ManageServicesTab />);
  await user.click(await screen.findByRole('button', { name: `Delete ${title}` }));
  return user;
}

describe('Manage Service tab', () => {
  it("lists the seller's services with view, edit and delete, and links 'Add Service' to create-product", async () => {
    renderWithProviders(<ManageServicesTab />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
    expect(receivedRequests('get', '/services/seller/7')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Add Service' })).toHaveAttribute('href', '/home/craftman/create-product');
    expect(screen.getByRole('link', { name: 'View Paint a room' })).toHaveAttribute('href', '/home/craftman/show-product/41');
    expect(screen.getByRole('link', { name: 'Edit Lay tiles' })).toHaveAttribute('href', '/home/craftman/edit-product/42');
    expect(screen.getByText(/November 22, 2026/)).toBeInTheDocument();
  });

  it("asks 'Are you sure you want to delete this service?' in an in-app dialog; Cancel deletes nothing", async () => {
    const user = await openDelete('Paint a room');
    const dialog = screen.getByRole('dialog', { name: 'Delete service' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this service?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(receivedRequests('delete')).toEqual([]);
  });

  it("deletes the service and its photo, removes it from the list and says 'Service deleted successfully!'", async () => {
    const user = await openDelete('Paint a room');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service deleted successfully!');
    expect(receivedRequests('delete').map((request) => request.path).sort()).toEqual(['/services/41', '/services/photos/41']);
    expect(screen.queryByRole('heading', { name: 'Paint a room' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lay tiles' })).toBeInTheDocument();
  });

  it.each([
    ['the service', '/services/41'],
    ['the photo', '/services/photos/41'],
  ])("says 'Failed to delete service.' and keeps the row when deleting %s fails", async (_what, path) => {
    server.use(answerError('delete', path, 500, 'failed', { once: true }));
    const user = await openDelete('Paint a room');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete service.');
    expect(screen.getByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
  });

  it('closes the dialog with Escape', async () => {
    const user = await openDelete('Lay tiles');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a retry when the list fails to load', async () => {
    server.use(answerNetworkError('get', '/services/seller/7', { once: true }));
    const user = userEvent.setup();
    renderWithProviders(<ManageServicesTab />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
  });
});
