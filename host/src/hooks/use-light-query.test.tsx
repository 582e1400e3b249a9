import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { QueryView, theme } from '@craft/shared';
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
    expect(takeServerAnswers()).toEqual({ answers: { [JSON.stringify(['names'])]: ['Clara'] }, failed: [] });
  });

  it('a failed read is left to the browser: no answer is sent for it, only that it failed', async () => {
    collectServerRequests();
    render(<Names load={() => Promise.reject(new Error('down'))} />).unmount();
    await fetchServerRequests();
    expect(takeServerAnswers()).toEqual({ answers: {}, failed: [JSON.stringify(['names'])] });
  });

  it('a read that does not answer in time fails, and is not asked for again by the next render', async () => {
    collectServerRequests();
    const stalled = jest.fn(() => new Promise<string[]>(() => undefined));
    // Server renders run no effects.
    renderToString(<Names load={stalled} />);
    expect(await fetchServerRequests(20)).toBe(1);
    collectServerRequests();
    renderToString(<Names load={stalled} />);
    expect(await fetchServerRequests(20)).toBe(0);
    expect(stalled).toHaveBeenCalledTimes(1);
    expect(takeServerAnswers().failed).toEqual([JSON.stringify(['names'])]);
  });
});

function NamesView({ load }: { load: () => Promise<string[]> }) {
  const names = useLightQuery({ queryKey: ['names'], queryFn: load });
  return (
    <ThemeProvider theme={theme}>
      <QueryView query={names}>{(data) => <p>{data.join(', ')}</p>}</QueryView>
    </ThemeProvider>
  );
}

describe('a page whose read failed on the server', () => {
  afterEach(() => takeServerAnswers());

  it('is rendered with the notice that the marketplace is unreachable, which the browser hydrates and then tries again', async () => {
    collectServerRequests();
    render(<NamesView load={() => Promise.reject(new Error('down'))} />).unmount();
    await fetchServerRequests();
    const html = renderToString(<NamesView load={() => Promise.reject(new Error('not asked on the server'))} />);
    expect(html).toContain('The marketplace is not reachable right now');
    expect(html).toContain('role="alert"');

    const { failed } = takeServerAnswers();
    restoreServerAnswers({}, failed);
    const load = jest.fn(() => Promise.resolve(['Dora']));
    render(<NamesView load={load} />);
    expect(await screen.findByText('Dora')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
