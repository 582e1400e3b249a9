import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { aQuotation, answerJson, answerLater, receivedRequests, server } from '@craft/shared/testing';
import { logInBuyer } from '../../../testing/data';
import { useMyQuotations } from './use-my-quotations';

const answer = (id: number, quotationId: number) => ({
  id,
  quotation_id: quotationId,
  seller_id: id,
  seller_name: `Seller ${id}`,
  price: 100 * id,
  message: `Offer ${id}`,
  status: 'open' as const,
  seller_rating_average: null,
  seller_rating_count: 0,
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
    const acceptFirstAnswer = answerLater('post', '/quotation/31/accept', { ...first, status: 'accepted', accepted_answer_id: 1 });
    const acceptSecondAnswer = answerLater('post', '/quotation/32/accept', { ...second, status: 'accepted', accepted_answer_id: 2 });
    server.use(answerJson('get', '/quotation/mine', [first, second]), acceptFirstAnswer.handler, acceptSecondAnswer.handler);
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
    await waitFor(() => expect(receivedRequests('post')).toHaveLength(2));
    await act(async () => {
      acceptFirstAnswer.release();
      await acceptFirst;
    });
    await act(async () => {
      acceptSecondAnswer.release();
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
