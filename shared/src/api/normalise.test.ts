import { normaliseQuotation } from './normalise';

describe('normaliseQuotation (the spec: the list sends {Int64, Valid} and {String, Valid})', () => {
  it('unwraps valid values and turns invalid ones into null', () => {
    const quotation = normaliseQuotation({
      id: 7,
      category_id: { Int64: 3, Valid: true },
      user_id: { Int64: 0, Valid: false },
      document_url: { String: '', Valid: false },
      description: { String: 'Paint two rooms', Valid: true },
      status: 'open',
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    expect(quotation).toEqual({
      id: 7,
      categoryId: 3,
      userId: null,
      documentUrl: null,
      description: 'Paint two rooms',
      status: 'open',
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
    });
  });
});
