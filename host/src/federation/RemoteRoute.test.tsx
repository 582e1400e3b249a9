import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig, setErrorReporter, type ErrorReporter } from '@craft/shared';
import { renderWithProviders, setRuntimeConfig } from '@craft/shared/testing';
import { RemoteRoute } from './RemoteRoute';
import { loadRemotePage, refreshRemoteEntry } from './remotes';

jest.mock('./remotes', () => ({
  releaseInUse: (_remote: string, configured: string | undefined) => configured ?? '0',
  loadedRemotePage: () => undefined, loadRemotePage: jest.fn(), refreshRemoteEntry: jest.fn(() => Promise.resolve()) }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;
const refresh = refreshRemoteEntry as jest.MockedFunction<typeof refreshRemoteEntry>;
const UNAVAILABLE = 'This part of the marketplace is unavailable right now. Please try again later.';

describe('RemoteRoute', () => {
  const reported = jest.fn();
  let previous: ErrorReporter;
  beforeEach(() => {
    load.mockReset();
    reported.mockReset();
    previous = setErrorReporter(reported);
    // React itself still logs the render error of the crash test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => setErrorReporter(previous));

  // What the page tells the web tier (jsdom has no beacons of its own).
  const beacons: { url: string; body: unknown }[] = [];
  const sendBeacon = jest.fn((url: string | URL, data?: BodyInit | null) => {
    beacons.push({ url: String(url), body: data });
    return true;
  });
  const initialConfig = getRuntimeConfig();
  beforeEach(() => {
    beacons.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    setRuntimeConfig({ ...initialConfig, remotes: { ...initialConfig.remotes, buyer: { ...initialConfig.remotes.buyer, version: 'a1b2c3d4e5f6a7b8c9d0' } } });
  });
  afterEach(() => setRuntimeConfig(initialConfig));
  const sentReports = () => Promise.all(beacons.map(async ({ url, body }) => ({ url, report: JSON.parse(await (body as Blob).text()) as unknown })));

  it("renders the remote's page for its path", async () => {
    load.mockResolvedValue(() => <h1>Offers page</h1>);
    renderWithProviders(<RemoteRoute remote="buyer" routeId="offers" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('buyer', 'offers');
    expect(await screen.findByRole('heading', { name: 'Offers page' })).toBeInTheDocument();
  });

  it('shows the friendly notice when the remote cannot load, and retries on request', async () => {
    load.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    load.mockResolvedValueOnce(() => <h1>Offers page</h1>);
    renderWithProviders(<RemoteRoute remote="buyer" routeId="offers" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'net::ERR_CONNECTION_REFUSED' }),
      expect.objectContaining({ action: 'Loading page offers of the buyer remote', app: 'host', remote: 'buyer', routeId: 'offers' }),
    );
    expect(await sentReports()).toEqual([
      { url: '/_reports/remote-failure', report: { remote: 'buyer', release: 'a1b2c3d4e5f6a7b8c9d0', kind: 'load', message: 'net::ERR_CONNECTION_REFUSED' } },
    ]);

    expect(refresh).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Offers page' })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledWith('buyer');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote page that crashes while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load.mockResolvedValue(Broken);
    renderWithProviders(<RemoteRoute remote="buyer" routeId="offers" />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE));
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.objectContaining({ action: 'Rendering a remote page', app: 'host' }));
    expect(await sentReports()).toEqual([{ url: '/_reports/remote-failure', report: { remote: 'buyer', release: 'a1b2c3d4e5f6a7b8c9d0', kind: 'render', message: 'boom' } }]);
  });

  it('a crashed page is loaded anew on "Try again", after the config was read again, without rendering the crashed one once more', async () => {
    let renders = 0;
    const Broken = () => {
      renders += 1;
      throw new Error('boom');
    };
    load.mockResolvedValueOnce(Broken);
    load.mockResolvedValueOnce(() => <h1>Offers page</h1>);
    renderWithProviders(<RemoteRoute remote="buyer" routeId="offers" />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE));
    const rendersBefore = renders;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Offers page' })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledWith('buyer');
    expect(load).toHaveBeenCalledTimes(2);
    expect(renders).toBe(rendersBefore);
    expect(await sentReports()).toHaveLength(1);
  });

  it('an unavailable remote shows the notice without loading anything', () => {
    renderWithProviders(<RemoteRoute remote="buyer" routeId="offers" available={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(load).not.toHaveBeenCalled();
  });
});
