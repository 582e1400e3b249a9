import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import * as shared from '@craft/shared';
import { aQuotation, logInBuyer } from '../../../testing/data';
import { useMyQuotations } from './use-my-quotations';

jest.mock('@craft/shared', () => ({
  ...jest.requireActual('@craft/shared'),
  getMyQuotations: jest.fn(),
  acceptQuotationAnswer: jest.fn(),
}));

const api = jest.mocked(shared);

const answer = (id: number, quotationId: number) => ({
  id,
  quotation_id: quotationId,
  seller_id: id,
  seller_name: `Seller ${id}`,
  price: 100 * id,
  message: `Offer ${id}`,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
});

beforeEach(() => logInBuyer());

/** The providers a buyer page runs in (none besides the shared ones, unless the app adds some). */
const wrapper = ({ children }: { children: ReactNode }) => <>{children}</>;

describe('useMyQuotations', () => {
  it('accepting on two requests, the second before the first answered, keeps both accepted', async () => {
    const first = aQuotation({ id: 31, answers: [answer(1, 31)] });
    const second = aQuotation({ id: 32, answers: [answer(2, 32)] });
    api.getMyQuotations.mockResolvedValue([first, second]);
    const answers = new Map<number, (value: shared.MyQuotation) => void>();
    api.acceptQuotationAnswer.mockImplementation(
      (quotationId) => new Promise((resolve) => answers.set(Number(quotationId), resolve)),
    );
    const { result } = renderHook(() => useMyQuotations(), { wrapper });
    await waitFor(() => expect(result.current.query.status).toBe('success'));

    let acceptFirst!: Promise<void>;
    let acceptSecond!: Promise<void>;
    act(() => {
      acceptFirst = result.current.accept(31, 1);
    });
    act(() => {
      acceptSecond = result.current.accept(32, 2);
    });
    await act(async () => {
      answers.get(31)!({ ...first, status: 'accepted', accepted_answer_id: 1 });
      await acceptFirst;
    });
    await act(async () => {
      answers.get(32)!({ ...second, status: 'accepted', accepted_answer_id: 2 });
      await acceptSecond;
    });

    await waitFor(() => {
      expect(result.current.query.data?.map((q) => [q.id, q.accepted_answer_id])).toEqual([
        [31, 1],
        [32, 2],
      ]);
    });
  });
});
