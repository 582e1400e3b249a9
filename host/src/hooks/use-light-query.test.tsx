import { render, screen } from '@testing-library/react';
import { collectServerRequests, fetchServerRequests, restoreServerAnswers, takeServerAnswers } from '../lib/server-data';
import { useLightQuery } from './use-light-query';

function Names({ load }: { load: () => Promise<string[]> }) {
  const names = useLightQuery({ queryKey: ['names'], queryFn: load });
  return <p>{names.status === 'success' ? (names.data ?? []).join(', ') : names.status}</p>;
}

describe('useLightQuery on a server-rendered page', () => {
  afterEach(() => takeServerAnswers());

  it("starts from the server's answer without fetching it again, once", async () => {
    restoreServerAnswers({ [JSON.stringify(['names'])]: ['Anna', 'Ben'] });
    const load = jest.fn(() => Promise.resolve(['fresh']));
    const first = render(<Names load={load} />);
    expect(screen.getByText('Anna, Ben')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    first.unmount();

    // The page opened again (a later visit) loads afresh.
    render(<Names load={load} />);
    expect(await screen.findByText('fresh')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on the server, a first render collects what the page reads, and the answers are sent along', async () => {
    collectServerRequests();
    const load = jest.fn(() => Promise.resolve(['Clara']));
    render(<Names load={load} />).unmount();
    expect(await fetchServerRequests()).toBe(1);
    expect(takeServerAnswers()).toEqual({ [JSON.stringify(['names'])]: ['Clara'] });
  });

  it('a failed read is left to the browser: nothing is sent for it', async () => {
    collectServerRequests();
    render(<Names load={() => Promise.reject(new Error('down'))} />).unmount();
    await fetchServerRequests();
    expect(takeServerAnswers()).toEqual({});
  });
});
