import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decideDirectOffer, decideOrder, downloadOrderDocument, getDirectOffer, getOrder } from '@craft/shared';
import { sellerPaths } from '../../../config/paths';
import { renderWithProviders } from '@craft/shared/testing';
import { makeDirectOffer, makeOrder } from '../../../testing/data';
import { httpError } from '../../../testing/errors';
import { ConfirmProductPage } from './ConfirmProductPage';

jest.mock('@craft/shared', () => ({
  ...jest.requireActual('@craft/shared'),
  getOrder: jest.fn(),
  getDirectOffer: jest.fn(),
  decideOrder: jest.fn(),
  decideDirectOffer: jest.fn(),
  downloadOrderDocument: jest.fn(),
}));

const open = (query: string) => renderWithProviders(<ConfirmProductPage />, { route: `${sellerPaths.buyerConfirmProduct}?${query}` });

beforeEach(() => {
  jest.mocked(getOrder).mockResolvedValue(makeOrder());
  jest.mocked(getDirectOffer).mockResolvedValue(makeDirectOffer());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.clearAllMocks());

describe('Buyer offer detail (buyer/confirm-product)', () => {
  it("shows the buyer's description, the file row with a download, Back, Reject and Accept", async () => {
    open('type=order&id=5');
    expect(await screen.findByRole('heading', { name: 'Paint a room' })).toBeInTheDocument();
    expect(getOrder).toHaveBeenCalledWith(5);
    expect(screen.getByText('Two rooms, white')).toBeInTheDocument();
    expect(screen.getByText('attachment-5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home/craftman?tab=buyer-offers');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('downloads the attached file', async () => {
    jest.mocked(downloadOrderDocument).mockResolvedValue(new Blob(['pdf']));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    open('type=order&id=5');
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(downloadOrderDocument).toHaveBeenCalledWith(5);
    expect(click).toHaveBeenCalled();
  });

  it('says when the download fails', async () => {
    jest.mocked(downloadOrderDocument).mockRejectedValue(httpError(404));
    const user = userEvent.setup();
    open('type=order&id=5');
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
  });

  it('accepts the order once: afterwards both buttons are disabled', async () => {
    jest.mocked(decideOrder).mockResolvedValue(makeOrder({ status: 'accepted' }));
    const user = userEvent.setup();
    open('type=order&id=5');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer accepted.');
    expect(decideOrder).toHaveBeenCalledWith(5, 'accept');
    expect(screen.getByText(/Status: accepted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('rejects a direct offer without a file', async () => {
    jest.mocked(decideDirectOffer).mockResolvedValue(makeDirectOffer({ status: 'rejected' }));
    const user = userEvent.setup();
    open('type=offer&id=9');
    expect(await screen.findByText('No file attached.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/Status: rejected/)).toBeInTheDocument();
    expect(decideDirectOffer).toHaveBeenCalledWith(9, 'reject');
  });

  it("refuses an offer sent to another craftsman (403)", async () => {
    jest.mocked(getOrder).mockRejectedValue(httpError(403, 'Forbidden'));
    open('type=order&id=5');
    expect(await screen.findByText('This offer was sent to another craftsman.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("says 'Offer not found.' for an unknown id and explains a broken link", async () => {
    jest.mocked(getDirectOffer).mockRejectedValue(httpError(404, 'Not Found'));
    open('type=offer&id=99');
    expect(await screen.findByText('Offer not found.')).toBeInTheDocument();
  });

  it('explains a link without a valid type or id', () => {
    open('type=thing&id=abc');
    expect(screen.getByText('This link does not point to an offer.')).toBeInTheDocument();
    expect(getOrder).not.toHaveBeenCalled();
  });
});
