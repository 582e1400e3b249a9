import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@craft/shared';
import { loadRemotePage, refreshRemoteEntry, registerConfiguredRemotes, releaseInUse } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

const config = (buyerEntry: string): RuntimeConfig => ({
  apiUrl: '/api',
  remotes: { buyer: { entry: buyerEntry }, seller: { entry: '/remotes/seller/mf-manifest.json' }, admin: { entry: '' } },
});
const answer = (body: unknown) => Promise.resolve({ ok: true, json: () => Promise.resolve(body) } as Response);

describe('refreshRemoteEntry (before "Try again")', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    register.mockReset();
    load.mockReset();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    registerConfiguredRemotes(config('/remotes/buyer/v/aaaaaaaaaaaaaaaaaaaa/mf-manifest.json'), [
      { name: 'buyer', compatible: true },
      { name: 'seller', compatible: true },
    ] as never);
    register.mockClear();
  });

  it('registers the remote anew from the live /config.json when its release changed (a rollback reaches an open tab)', async () => {
    fetchMock.mockReturnValue(answer(config('/remotes/buyer/mf-manifest.json')));
    await refreshRemoteEntry('buyer');
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
    expect(register).toHaveBeenCalledWith([{ name: 'buyer_remote', entry: '/remotes/buyer/remoteEntry.js' }], { force: true });
    // The next load goes to the runtime again (nothing of the old release is reused).
    load.mockResolvedValue({ registration: { pages: { offers: () => Promise.resolve({ default: () => null }) }, manifest: { contract: '^1.0.0' } } });
    await loadRemotePage('buyer', 'offers').catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("drops the chunks the previous release's runtime was fed, so the next release's runtime does not take them for its own", async () => {
    const chunks = globalThis as { webpackChunkbuyer_remote?: unknown[]; webpackChunkseller_remote?: unknown[] };
    chunks.webpackChunkbuyer_remote = [[[4355], {}]];
    chunks.webpackChunkseller_remote = [[[12], {}]];
    fetchMock.mockReturnValueOnce(answer(config('/remotes/buyer/v/aaaaaaaaaaaaaaaaaaaa/mf-manifest.json')));
    await refreshRemoteEntry('buyer');
    expect(chunks.webpackChunkbuyer_remote).toHaveLength(1);
    fetchMock.mockReturnValueOnce(answer(config('/remotes/buyer/mf-manifest.json')));
    await refreshRemoteEntry('buyer');
    expect(chunks.webpackChunkbuyer_remote).toBeUndefined();
    expect(chunks.webpackChunkseller_remote).toHaveLength(1);
    delete chunks.webpackChunkseller_remote;
  });

  it('names the release moved to as the one in use, so its failures are not counted against the one the tab loaded', async () => {
    expect(releaseInUse('seller', 'bbbbbbbbbbbbbbbbbbbb')).toBe('bbbbbbbbbbbbbbbbbbbb');
    fetchMock.mockReturnValueOnce(answer({ remotes: { buyer: { entry: '/remotes/buyer/v/cccccccccccccccccccc/mf-manifest.json', version: 'cccccccccccccccccccc' } } }));
    await refreshRemoteEntry('buyer');
    expect(releaseInUse('buyer', 'aaaaaaaaaaaaaaaaaaaa')).toBe('cccccccccccccccccccc');
    fetchMock.mockReturnValueOnce(answer(config('/remotes/buyer/mf-manifest.json')));
    await refreshRemoteEntry('buyer');
    expect(releaseInUse('buyer', 'aaaaaaaaaaaaaaaaaaaa')).toBe('0');
  });

  it('changes nothing when the entry is the same or /config.json cannot be read', async () => {
    fetchMock.mockReturnValueOnce(answer(config('/remotes/buyer/v/aaaaaaaaaaaaaaaaaaaa/mf-manifest.json')));
    await refreshRemoteEntry('buyer');
    fetchMock.mockReturnValueOnce(Promise.reject(new Error('offline')));
    await refreshRemoteEntry('buyer');
    expect(register).not.toHaveBeenCalled();
  });
});
