import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quotation, QuotationWire } from '@craft/shared';
import { answerError, answerFile, answerJson, categoryChoices, holdSchemas, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { QuotationsTab } from './QuotationsTab';

/** A quotation as GET /quotation sends it (nullable columns wrapped), from its plain fields. */
const quotation = (overrides: Partial<Quotation>): QuotationWire => {
  const plain: Quotation = {
    id: 1,
    categoryId: 2,
    documentUrl: '/quotation/1/document',
    description: 'Old offer attached',
    status: 'open',
    userId: 3,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
  return {
    id: plain.id,
    category_id: { Int64: plain.categoryId ?? 0, Valid: plain.categoryId !== null },
    document_url: { String: plain.documentUrl ?? '', Valid: plain.documentUrl !== null },
    description: { String: plain.description ?? '', Valid: plain.description !== null },
    status: plain.status,
    user_id: { Int64: plain.userId ?? 0, Valid: plain.userId !== null },
    created_at: plain.createdAt,
    updated_at: plain.updatedAt,
  };
};

/** The answers the fake API received for quotation 1, in order. */
const sentAnswers = () => receivedRequests('put', '/quotation/1/answer').map((request) => request.body);

const answer = { id: 70, quotation_id: 1, seller_id: 7, seller_name: 'Maurer Bau', price: 900, message: 'All included', created_at: '', updated_at: '' };

beforeEach(() => {
  server.use(
    answerJson('get', '/quotation', [
      quotation({}),
      quotation({ id: 2, categoryId: 1, documentUrl: null, description: 'Paint the hall', createdAt: '2026-11-21T10:00:00Z' }),
      quotation({ id: 3, status: 'accepted', description: 'Already taken' }),
    ]),
    answerJson('get', '/categories', categoryChoices),
    answerError('get', '/quotation/:id/answer', 404, 'Not Found'),
    answerJson('put', '/quotation/:id/answer', answer),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.clearAllMocks());

const item = async (description: string) => (await screen.findByText(description)).closest('li') as HTMLElement;

describe('Quotation tab', () => {
  it('lists the open requests with category, description, document, status as received and created date', async () => {
    renderWithProviders(<QuotationsTab />);
    const first = await item('Old offer attached');
    expect(within(first).getByText('Drywall')).toBeInTheDocument();
    expect(within(first).getByText('open')).toBeInTheDocument();
    expect(within(first).getByText('November 20, 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Download document' })).toBeInTheDocument();
    const second = await item('Paint the hall');
    expect(within(second).getByText('Painter')).toBeInTheDocument();
    expect(within(second).getByText('No document')).toBeInTheDocument();
    expect(screen.queryByText('Already taken')).not.toBeInTheDocument();
  });

  it('downloads the document for sellers', async () => {
    server.use(answerFile('get', '/quotation/1/document', 'x'));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<QuotationsTab />);
    await user.click(within(await item('Old offer attached')).getByRole('button', { name: 'Download document' }));
    await waitFor(() => expect(receivedRequests('get', '/quotation/1/document')).toHaveLength(1));
  });

  it('requires a whole-number price and a message before answering', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuotationsTab />);
    const first = await item('Old offer attached');
    await user.click(await within(first).findByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(within(first).getByLabelText('Your price (€)')).toHaveAccessibleDescription('Required'));
    expect(within(first).getByLabelText('Message')).toHaveAccessibleDescription('Required');
    await user.type(within(first).getByLabelText('Your price (€)'), '9.5');
    await user.click(within(first).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(within(first).getByLabelText('Your price (€)')).toHaveAccessibleDescription('Enter a whole number'));
    expect(receivedRequests('put')).toHaveLength(0);
  });

  it('answers with a price and a message, then lets the seller change the price', async () => {
    server.use(answerJson('put', '/quotation/1/answer', answer, { once: true }), answerJson('put', '/quotation/1/answer', { ...answer, price: 850 }));
    const user = userEvent.setup();
    renderWithProviders(<QuotationsTab />);
    const first = await item('Old offer attached');
    await user.type(await within(first).findByLabelText('Your price (€)'), '900');
    await user.type(within(first).getByLabelText('Message'), 'All included');
    await user.click(within(first).getByRole('button', { name: 'Send quote' }));
    expect(await within(first).findByText('Your quote has been sent.')).toBeInTheDocument();
    expect(sentAnswers()).toEqual([{ price: 900, message: 'All included' }]);
    expect(within(first).getByText('Your quote: 900€')).toBeInTheDocument();

    const price = within(first).getByLabelText('Your price (€)');
    await user.clear(price);
    await user.type(price, '850');
    await user.click(within(first).getByRole('button', { name: 'Change price' }));
    expect(await within(first).findByText('Your price has been changed.')).toBeInTheDocument();
    expect(sentAnswers().at(-1)).toEqual({ price: 850, message: 'All included' });
    expect(within(first).getByText('Your quote: 850€')).toBeInTheDocument();
  });

  it('a double click on Send quote sends one answer: the form locks on the first click, before the schemas arrive', async () => {
    const schemas = holdSchemas();
    try {
      const user = userEvent.setup();
      renderWithProviders(<QuotationsTab />);
      const first = await item('Old offer attached');
      await user.type(await within(first).findByLabelText('Your price (€)'), '900');
      await user.type(within(first).getByLabelText('Message'), 'All included');
      await user.dblClick(within(first).getByRole('button', { name: 'Send quote' }));
      schemas.release();
      expect(await within(first).findByText('Your quote has been sent.')).toBeInTheDocument();
      expect(sentAnswers()).toHaveLength(1);
    } finally {
      schemas.restore();
    }
  });

  it('an old field error goes once the field is corrected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuotationsTab />);
    const first = await item('Old offer attached');
    const price = await within(first).findByLabelText('Your price (€)');
    await user.type(price, 'abc');
    await user.click(within(first).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Enter a whole number'));
    await user.clear(price);
    await user.type(price, '900');
    await waitFor(() => expect(price).not.toHaveAccessibleDescription('Enter a whole number'));
  });

  it("shows the seller's earlier answer", async () => {
    server.use(answerJson('get', '/quotation/1/answer', answer));
    renderWithProviders(<QuotationsTab />);
    const first = await item('Old offer attached');
    expect(await within(first).findByText('Your quote: 900€')).toBeInTheDocument();
    expect(within(first).getByLabelText('Your price (€)')).toHaveValue('900');
  });

  it('says when a quotation closed meanwhile', async () => {
    server.use(answerError('put', '/quotation/1/answer', 409, 'Conflict'));
    const user = userEvent.setup();
    renderWithProviders(<QuotationsTab />);
    const first = await item('Old offer attached');
    await user.type(await within(first).findByLabelText('Your price (€)'), '900');
    await user.type(within(first).getByLabelText('Message'), 'Hi');
    await user.click(within(first).getByRole('button', { name: 'Send quote' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('This quotation request is closed; your quote can no longer change.');
  });

  it('says when there are no open requests', async () => {
    server.use(answerJson('get', '/quotation', []));
    renderWithProviders(<QuotationsTab />);
    expect(await screen.findByText('No open quotation requests.')).toBeInTheDocument();
  });
});
