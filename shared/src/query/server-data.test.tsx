import { render, screen } from '@testing-library/react';
import { NotFoundError } from '@craft/shared';
import { fetchRequestedQueries, queryClient, restoreServerQueries, takeServerQueries, useQuery } from '@craft/shared/query';

function Service({ id, load, enabled = true }: { id: number; load: () => Promise<string>; enabled?: boolean }) {
  const query = useQuery({ queryKey: ['service', id], queryFn: load, enabled });
  return <p>{query.status === 'success' ? query.data : query.status}</p>;
}

describe('TanStack queries on a server-rendered page', () => {
  afterEach(() => queryClient.clear());

  it('the server fetches what a render asked for, except disabled queries, and sends the answers', async () => {
    const load = jest.fn(() => Promise.resolve('Tiling'));
    const wishlist = jest.fn(() => Promise.resolve('never'));
    // As on the server: rendered, nothing subscribed (the hooks' effects are not what fetches).
    queryClient.getQueryCache().build(queryClient, { queryKey: ['service', 1], queryFn: load });
    queryClient.getQueryCache().build(queryClient, { queryKey: ['wishlist'], queryFn: wishlist, enabled: false } as never);
    expect(await fetchRequestedQueries()).toBe(1);
    expect(wishlist).not.toHaveBeenCalled();
    const { state, notFound } = takeServerQueries();
    expect(notFound).toBe(false);
    expect(state.queries.map((query) => query.queryKey)).toEqual([['service', 1]]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a missing record makes the page a 404', async () => {
    queryClient.getQueryCache().build(queryClient, { queryKey: ['service', 2], queryFn: () => Promise.reject(new NotFoundError('2')) });
    await fetchRequestedQueries();
    expect(takeServerQueries().notFound).toBe(true);
  });

  it('the browser renders from the restored answers without fetching them again', async () => {
    queryClient.getQueryCache().build(queryClient, { queryKey: ['service', 3], queryFn: () => Promise.resolve('Plastering') });
    await fetchRequestedQueries();
    const { state } = takeServerQueries();

    restoreServerQueries(state);
    const load = jest.fn(() => Promise.resolve('fetched again'));
    render(<Service id={3} load={load} />);
    expect(screen.getByText('Plastering')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
  });
});
