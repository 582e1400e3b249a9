import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsyncResource } from './use-async-resource';

describe('useAsyncResource (the loading engine behind every page)', () => {
  it('goes from loading to ready, and retry loads again', async () => {
    const load = jest.fn().mockResolvedValueOnce(['a']).mockResolvedValueOnce(['a', 'b']);
    const { result } = renderHook(() => useAsyncResource('list', load));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['a'] }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['a', 'b'] }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a rejected call and a loader that throws at once into an error state', async () => {
    const rejected = renderHook(() => useAsyncResource('x', () => Promise.reject(new Error('offline'))));
    await waitFor(() => expect(rejected.result.current.state.status).toBe('error'));
    const thrown = renderHook(() =>
      useAsyncResource('y', () => {
        throw new Error('bad id');
      }),
    );
    await waitFor(() => expect(thrown.result.current.state.status).toBe('error'));
  });

  it('drops the answer of a stale load when the key changes', async () => {
    let resolveFirst: (value: string) => void = () => undefined;
    const first = new Promise<string>((resolve) => (resolveFirst = resolve));
    const { result, rerender } = renderHook(({ id }) => useAsyncResource(id, () => (id === 1 ? first : Promise.resolve('second'))), {
      initialProps: { id: 1 },
    });
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'second' }));
    await act(async () => resolveFirst('first'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'second' });
  });

  it('setData edits loaded data without a refetch', async () => {
    const load = jest.fn(() => Promise.resolve([1, 2, 3]));
    const { result } = renderHook(() => useAsyncResource('rows', load));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.setData((rows) => rows.filter((n) => n !== 2)));
    expect(result.current.state).toEqual({ status: 'ready', data: [1, 3] });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
