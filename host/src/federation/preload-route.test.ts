import { authStore } from '@craft/shared';
import { aBuyer } from '@craft/shared/testing';
import { buyerLinks, buyerPaths, configureRemotes, remoteConfig, sellerPaths } from '../testing/remote-config';
import { remotePageForPath } from './preload-route';

const remoteForPath = (pathname: string) => remotePageForPath(pathname)?.remote ?? null;

jest.mock('./remotes', () => ({ loadedRemotePage: () => undefined, loadRemotePage: jest.fn() }));

describe('remoteForPath: the remote a page will mount, by the same guards as the routes', () => {
  beforeEach(() => configureRemotes());
  afterEach(() => authStore.signOut());

  it('public buyer pages load the buyer remote for anyone; host pages none', () => {
    expect(remoteForPath(buyerLinks.service(3))).toBe('buyer');
    expect(remoteForPath(buyerPaths.favorable)).toBe('buyer');
    expect(remoteForPath('/')).toBeNull();
    expect(remoteForPath('/results')).toBeNull();
  });

  it('a visitor is sent to log in first: nothing to preload for guarded pages', () => {
    expect(remoteForPath(buyerPaths.orders)).toBeNull();
    expect(remoteForPath(buyerPaths.profile)).toBeNull();
    expect(remoteForPath(sellerPaths.dashboard)).toBeNull();
  });

  it('a buyer loads buyer pages, never the seller remote', () => {
    authStore.signIn('tok', aBuyer({ role: 'buyer' }));
    expect(remoteForPath(buyerPaths.orders)).toBe('buyer');
    expect(remoteForPath(sellerPaths.dashboard)).toBeNull();
  });

  it("a craftsman loads the seller remote and Personal Information, not the buyer-only pages it is refused", () => {
    authStore.signIn('tok', aBuyer({ role: 'seller' }));
    expect(remoteForPath(sellerPaths.createProduct)).toBe('seller');
    expect(remoteForPath(buyerPaths.profile)).toBe('buyer');
    expect(remoteForPath(buyerPaths.orders)).toBeNull();
  });

  it('names the page by its manifest id, and never preloads a remote built for another contract', () => {
    expect(remotePageForPath(buyerLinks.service(3))).toEqual({ remote: 'buyer', routeId: 'serviceDetail', params: { id: '3' } });
    configureRemotes(remoteConfig({ buyer: { contract: '^99.0.0' } }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(remotePageForPath(buyerLinks.service(3))).toBeNull();
  });
});
